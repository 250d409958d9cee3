import { Button, DialogActions } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface DialogFormActionsProps {
  onCancel: () => void;
  /** While the form is sent: both buttons are off. */
  submitting: boolean;
  /** The submit button's text: 'Save' unless the form says more ('Reopen'). */
  submitLabel?: string;
  cancelLabel?: string;
}

/** The buttons under a form in a dialog: Cancel, and the form's submit button. */
export function DialogFormActions({ onCancel, submitting, submitLabel, cancelLabel }: DialogFormActionsProps) {
  const { t } = useTranslation();
  return (
    <DialogActions sx={{ px: 3, pb: 2 }}>
      <Button onClick={onCancel} disabled={submitting}>
        {cancelLabel ?? t('common.cancel')}
      </Button>
      <Button type="submit" variant="contained" disabled={submitting}>
        {submitLabel ?? t('masterData.save')}
      </Button>
    </DialogActions>
  );
}
