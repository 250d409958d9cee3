import { Alert, Snackbar, type AlertColor } from '@mui/material';
import { NOTIFICATION_BAR_MS } from '@fieldops/contract';
import { useTranslation } from 'react-i18next';
import { localizeText } from '../lib/localize';
import { toPlainText } from '../lib/sanitize';

interface NotificationBarProps {
  open: boolean;
  message: string;
  severity?: AlertColor;
  onClose: () => void;
}

export function NotificationBar({ open, message, severity = 'success', onClose }: NotificationBarProps) {
  const { t } = useTranslation();
  return (
    <Snackbar
      open={open}
      autoHideDuration={NOTIFICATION_BAR_MS}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
    >
      <Alert severity={severity} variant="filled" onClose={onClose} closeText={t('shell.close')} sx={{ width: '100%' }}>
        {toPlainText(localizeText(message))}
      </Alert>
    </Snackbar>
  );
}
