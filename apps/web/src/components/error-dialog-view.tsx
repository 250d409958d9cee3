import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { localizeText } from '../lib/localize';
import { toPlainText } from '../lib/sanitize';

interface ErrorDialogProps {
  open: boolean;
  title?: string;
  message: string;
  onClose: () => void;
}

/** The error popup. Server text is sanitised to plain text and rendered as text, never as HTML. */
export function ErrorDialog({ open, title, message, onClose }: ErrorDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="error-dialog-title" aria-describedby="error-dialog-text">
      <DialogTitle id="error-dialog-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <ErrorOutlineIcon color="error" aria-hidden />
        {title ?? t('shell.errorTitle')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="error-dialog-text" component={Box} sx={{ whiteSpace: 'pre-line' }}>
          {toPlainText(localizeText(message))}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {t('shell.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
