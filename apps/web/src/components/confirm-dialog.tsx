import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  open: boolean;
  /** e.g. 'Do you want to delete this playbook?' */
  title: string;
  /** Defaults to "You won't be able to revert this!" */
  text?: string;
  /** Defaults to 'Yes, delete it!' */
  confirmLabel?: string;
  cancelLabel?: string;
  /** Disables the buttons while the confirmed action runs. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action that cannot be undone, such as a delete. */
export function ConfirmDialog({ open, title, text, confirmLabel, cancelLabel, busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      maxWidth="xs"
      fullWidth
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{text ?? t('common.cannotRevert')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {/* The focus starts on the safe choice: Enter alone never confirms what cannot be undone. */}
        <Button onClick={onCancel} disabled={busy} autoFocus>
          {cancelLabel ?? t('common.cancel')}
        </Button>
        <Button onClick={onConfirm} disabled={busy} variant="contained" color="error">
          {confirmLabel ?? t('common.confirmDelete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
