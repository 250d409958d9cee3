import CloudOffIcon from '@mui/icons-material/CloudOffOutlined';
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * 'No signal' under the top bar, on every screen, while the phone has no network and no change
 * waits (the waiting changes' bar says it then) and the screen does not say it itself (its
 * OfflineNotice): without it, a screen not kept on the phone showed 'Loading...' with no reason
 * given. Part of the shell, not fetched when needed: without signal nothing more can be.
 */
export function NoSignalBar() {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      data-testid="no-signal-bar"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        mb: 2,
        px: 2,
        py: 1.25,
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <CloudOffIcon color="action" aria-hidden />
      <Typography variant="body2">{t('offline.noSignalScreen')}</Typography>
    </Box>
  );
}
