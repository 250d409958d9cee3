import { Alert, Button } from '@mui/material';
import type { FallbackProps } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';

/** A screen's script that did not arrive (no signal, or the app updated meanwhile), by each browser's words. */
const isLoadFailure = (error: unknown) =>
  error instanceof TypeError && /dynamically imported module|importing a module script failed/i.test(error.message);

/**
 * In place of a screen that could not be shown, under the top bar and menu, which keep working:
 * before, the whole page went blank. Try again reloads the page (a screen whose code failed to
 * load keeps failing until then); what the offline queue holds is kept and sent later.
 */
export function ScreenError({ error }: FallbackProps) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={() => window.location.reload()}>
          {t('shell.tryAgain')}
        </Button>
      }
    >
      {t(isLoadFailure(error) ? 'shell.screenLoadFailed' : 'shell.screenFailed')}
    </Alert>
  );
}
