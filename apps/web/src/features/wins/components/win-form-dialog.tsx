import { zodResolver } from '../../../components/form/zod-resolver';
import { winBodySchema, type FileRef, type Win, type WinBody, type WinInput } from '@fieldops/contract';
import { Dialog, DialogContent, DialogTitle, Stack, useMediaQuery, useTheme } from '@mui/material';
import { useId, useState } from 'react';
import { useForm, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorDialog } from '../../../components/error-dialog';
import { FileDropzone, useWaitForUploads } from '../../../components/file-dropzone';
import { FormDateField, FormSelectField, FormTextField, applyServerErrors, missingFields } from '../../../components/form';
import { useNotify } from '../../../components/notification-bar';
import { useRequiredFieldsDialog } from '../../../components/required-fields-dialog';
import { useSaveOver } from '../../../components/use-save-over';
import { useSaveWin, useWinTypes } from '../api/win-api';
import { useGuardedClose } from '../../../lib/unsaved-changes';
import { DialogFormActions } from '../../../components/dialog-form-actions';
import { orgDay } from '../../../lib/org-today';

interface WinFormDialogProps {
  open: boolean;
  /** The win to edit; null to post a new one. */
  win: Win | null;
  onClose: () => void;
}

const FIELDS = ['winTypeID', 'title', 'date', 'description', 'image'] as const;

/**
 * 'Post a win' and its edit: type, title, date, description and one photo (the shared upload
 * component). Missing fields are listed in 'Some fields are required!'; the success message is the
 * specification's 'The record has been created' / 'updated'.
 */
export function WinFormDialog({ open, win, onClose }: WinFormDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const notify = useNotify();
  const { showError } = useErrorDialog();
  const waitForUploads = useWaitForUploads();
  const save = useSaveWin();
  const { saveOver, dialog: saveOverDialog } = useSaveOver(win?.version);
  const types = useWinTypes();
  const { showMissing, dialog: requiredDialog } = useRequiredFieldsDialog();
  const [photo, setPhoto] = useState<FileRef[]>(win?.image ? [win.image] : []);
  const { control, handleSubmit, setError, getValues, setValue } = useForm<WinBody, unknown, WinInput>({
    resolver: zodResolver(winBodySchema),
    defaultValues: {
      winTypeID: win?.winTypeID ?? 0,
      title: win?.title ?? '',
      date: win?.date ?? orgDay(),
      description: win?.description ?? '',
      image: win?.image ? { id: win.image.id } : undefined,
    },
  });
  const { errors, isSubmitted, isSubmitting, isDirty } = useFormState({ control });
  const closeUnlessDirty = useGuardedClose(open && isDirty, onClose);
  const label = (field: (typeof FIELDS)[number]) => t(`wins.fields.${field}`);

  const onPhoto = (files: FileRef[]) => {
    setPhoto(files);
    setValue('image', files[0] ? { id: files[0].id } : (undefined as unknown as WinBody['image']), { shouldValidate: isSubmitted });
  };

  const submit = async (body: WinInput) => {
    try {
      if (!(await saveOver((version) => save.mutateAsync({ id: win?.id, body, version })))) return;
      notify({ message: t(win ? 'wins.updated' : 'wins.created') });
      onClose();
    } catch (error) {
      const marked = applyServerErrors(error, setError, [...FIELDS, 'image.id']);
      if (marked.length === 0) showError(error);
    }
  };

  const onSubmit = handleSubmit(submit, () =>
    showMissing(missingFields(winBodySchema, getValues()).map((f) => label(f as (typeof FIELDS)[number]))),
  );
  // A message that only repeats the label ('missing') marks the dropzone without printing it again.
  const imageMessage = errors.image?.message ?? errors.image?.id?.message;
  const imageError = imageMessage === undefined ? undefined : imageMessage === label('image') ? ' ' : imageMessage;

  return (
    <>
      <Dialog
        open={open}
        onClose={isSubmitting ? undefined : closeUnlessDirty}
        fullWidth
        fullScreen={phone}
        maxWidth="sm"
        aria-labelledby={`${id}-title`}
      >
        <form onSubmit={waitForUploads(onSubmit)} noValidate>
          <DialogTitle id={`${id}-title`}>{t(win ? 'wins.editTitle' : 'wins.newTitle')}</DialogTitle>
          <DialogContent>
            <Stack spacing={2.5} sx={{ pt: 1 }}>
              <FormSelectField
                control={control}
                name="winTypeID"
                label={label('winTypeID')}
                options={types.data ?? []}
                emptyValue={0}
                required
              />
              <FormTextField control={control} name="title" label={label('title')} required />
              <FormDateField control={control} name="date" label={label('date')} required />
              <FormTextField control={control} name="description" label={label('description')} multiline minRows={3} />
              <FileDropzone
                type="image"
                name="image"
                label={`${label('image')} *`}
                value={photo}
                onChange={onPhoto}
                maxFiles={1}
                error={imageError}
                disabled={isSubmitting}
              />
            </Stack>
          </DialogContent>
          <DialogFormActions onCancel={onClose} submitting={isSubmitting} submitLabel={t('wins.save')} />
        </form>
      </Dialog>
      {requiredDialog}
      {saveOverDialog}
    </>
  );
}
