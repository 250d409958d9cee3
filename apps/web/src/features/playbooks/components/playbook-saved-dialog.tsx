import { SUCCESS_POPUP_MS } from '@fieldops/contract';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { useEffect } from 'react';
import { AlertDialog } from '../../../components/alert-dialog';

interface PlaybookSavedDialogProps {
  /** The success message; null while closed. */
  message: string | null;
  /** Called once, by the button or after SUCCESS_POPUP_MS. */
  onClose: () => void;
}

/** The success dialog after a save (spec 3 §4): it closes itself after 4 s (SUCCESS_POPUP_MS). */
export function PlaybookSavedDialog({ message, onClose }: PlaybookSavedDialogProps) {
  useEffect(() => {
    if (message === null) return;
    const timer = setTimeout(onClose, SUCCESS_POPUP_MS);
    return () => clearTimeout(timer);
  }, [message, onClose]);
  return (
    <AlertDialog open={message !== null} onClose={onClose} icon={<CheckCircleOutlineIcon color="success" aria-hidden />} title={message} />
  );
}
