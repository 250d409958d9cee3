import { LinearProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * A thin bar across the top of the window: the loading bar's look, shown by what knows a request
 * is under way (the loading bar for react-query's requests, the sign-in page for its own).
 */
export function BusyBar() {
  const { t } = useTranslation();
  return (
    <LinearProgress
      color="secondary"
      aria-label={t('shell.loading')}
      data-testid="loading-bar"
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: 3, zIndex: (theme) => theme.zIndex.tooltip + 1 }}
    />
  );
}
