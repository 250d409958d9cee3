import { zodResolver } from '../../../components/form/zod-resolver';
import { REOPEN_COMMENT_MAX, reopenBodySchema, type StoreObjective } from '@fieldops/contract';
import { Dialog, DialogContent, DialogContentText, DialogTitle, useMediaQuery, useTheme } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorDialog } from '../../../components/error-dialog';
import { applyServerErrors, FormTextField } from '../../../components/form';
import { useNotify } from '../../../components/notification-bar';
import { useReopenResult } from '../api/reopen-result';
import { leaveThen, useUnsavedChanges } from '../../../lib/unsaved-changes';
import { DialogFormActions } from '../../../components/dialog-form-actions';

const commentSchema = reopenBodySchema.pick({ comment: true });
type CommentValues = { comment: string };

interface ReopenDialogProps {
  /** The result to send back; the dialog is closed while null. */
  item: StoreObjective | null;
  onClose: () => void;
}

/** Sends a Completed result back to the rep as Incomplete; the comment saying what is missing is required. */
export function ReopenDialog({ item, onClose }: ReopenDialogProps) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <Dialog
      open={item !== null}
      onClose={leaveThen(onClose)}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      aria-labelledby="reopen-dialog-title"
      aria-describedby="reopen-dialog-help"
    >
      {/* Keyed by the result, so each one starts with an empty comment. */}
      {item && <ReopenForm key={item.id} item={item} onClose={onClose} />}
    </Dialog>
  );
}

function ReopenForm({ item, onClose }: { item: StoreObjective; onClose: () => void }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { showError } = useErrorDialog();
  const reopen = useReopenResult();
  const { control, handleSubmit, setError, formState } = useForm<CommentValues>({
    resolver: zodResolver(commentSchema),
    defaultValues: { comment: '' },
  });
  useUnsavedChanges(formState.isDirty);

  const onSubmit = handleSubmit(async ({ comment }) => {
    try {
      await reopen.mutateAsync({ storeID: item.storeID, objectiveID: item.objectiveID, comment });
      notify({ message: t('approvals.reopened') });
      onClose();
    } catch (error) {
      if (applyServerErrors(error, setError, ['comment']).length === 0) showError(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <DialogTitle id="reopen-dialog-title">
        {t('approvals.reopenTitle', { store: item.store.name, objective: item.objective.title })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="reopen-dialog-help" sx={{ mb: 2 }}>
          {t('approvals.reopenHelp')}
        </DialogContentText>
        <FormTextField
          control={control}
          name="comment"
          label={t('approvals.reopenComment')}
          required
          autoFocus
          fullWidth
          multiline
          minRows={3}
          maxLength={REOPEN_COMMENT_MAX}
        />
      </DialogContent>
      <DialogFormActions onCancel={onClose} submitting={formState.isSubmitting} submitLabel={t('approvals.reopenSend')} />
    </form>
  );
}
