import type { Language } from '@fieldops/contract';
import { Box, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useErrorDialog } from '../../../components/error-dialog';
import { LanguageSwitch } from '../../../components/language-switch';
import { applyUserLanguage } from '../../../i18n';
import { useSession } from '../../../lib/session-context';
import { useUpdateMyLanguage } from '../api/update-my-language';

/**
 * My Account's language: saved on the server for every device and the user's e-mails, shown at once.
 * What was read is read again: the server names statuses, types, reasons and regions in the language.
 */
export function LanguageSection() {
  const { t } = useTranslation();
  const { showError } = useErrorDialog();
  const { refreshUser } = useSession();
  const update = useUpdateMyLanguage();
  const queryClient = useQueryClient();

  const change = (language: Language) => {
    // Not disabled while it saves: a disabled button would drop the keyboard's focus to the page.
    if (update.isPending) return;
    update.mutate(
      { language },
      {
        onSuccess: (me) => {
          void applyUserLanguage(me.language);
          void refreshUser();
          void queryClient.invalidateQueries();
        },
        onError: (error) => showError(error),
      },
    );
  };

  return (
    <Box component="section" aria-labelledby="account-language">
      <Typography id="account-language" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 2 }}>
        {t('shell.language')}
      </Typography>
      <LanguageSwitch onChange={change} />
    </Box>
  );
}
