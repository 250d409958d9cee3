import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Box, DialogContentText } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { localizeText } from '../lib/localize';
import { toPlainText } from '../lib/sanitize';
import { AlertDialog } from './alert-dialog';

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
    <AlertDialog open={open} onClose={onClose} icon={<ErrorOutlineIcon color="error" aria-hidden />} title={title ?? t('shell.errorTitle')}>
      <DialogContentText component={Box} sx={{ whiteSpace: 'pre-line' }}>
        {toPlainText(localizeText(message))}
      </DialogContentText>
    </AlertDialog>
  );
}
