import { SUCCESS_POPUP_MS } from '@fieldops/contract';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { Button, Dialog, DialogActions, DialogTitle } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

interface PlaybookSavedDialogProps {
  /** The success message; null while closed. */
  message: string | null;
  /** Called once, by the button or after SUCCESS_POPUP_MS. */
  onClose: () => void;
}

/** The success dialog after a save (spec 3 §4): it closes itself after 4 s (SUCCESS_POPUP_MS). */
export function PlaybookSavedDialog({ message, onClose }: PlaybookSavedDialogProps) {
  const { t } = useTranslation();
  useEffect(() => {
    if (message === null) return;
    const timer = setTimeout(onClose, SUCCESS_POPUP_MS);
    return () => clearTimeout(timer);
  }, [message, onClose]);
  return (
    <Dialog open={message !== null} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="playbook-saved-title">
      <DialogTitle id="playbook-saved-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <CheckCircleOutlineIcon color="success" aria-hidden />
        {message}
      </DialogTitle>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {t('shell.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
