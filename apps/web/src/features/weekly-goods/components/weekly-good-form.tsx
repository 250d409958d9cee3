import { zodResolver } from '../../../components/form/zod-resolver';
import { weeklyGoodBodySchema, type FileRef, type WeeklyGood, type WeeklyGoodBody, type WeeklyGoodInput } from '@fieldops/contract';
import { DialogContent, Stack } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorDialog } from '../../../components/error-dialog';
import { FileDropzone, useWaitForUploads } from '../../../components/file-dropzone';
import { FormDateField, FormTextField, applyServerErrors, missingFields } from '../../../components/form';
import { useNotify } from '../../../components/notification-bar';
import { useRequiredFieldsDialog } from '../../../components/required-fields-dialog';
import { useSaveOver } from '../../../components/use-save-over';
import { useSaveWeeklyGood } from '../api/weekly-good-api';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';
import { DialogFormActions } from '../../../components/dialog-form-actions';
import { orgDay } from '../../../lib/org-today';

interface WeeklyGoodFormProps {
  /** The weekly good to edit; null for a new one. */
  weeklyGood: WeeklyGood | null;
  onClose: () => void;
}

/** Title, Date (today for a new one, as news and wins) and the PDF, all required (spec 3 §5): 'Some fields are required!' lists what is missing. */
export function WeeklyGoodForm({ weeklyGood, onClose }: WeeklyGoodFormProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { showError } = useErrorDialog();
  const waitForUploads = useWaitForUploads();
  const save = useSaveWeeklyGood();
  const { saveOver, dialog: saveOverDialog } = useSaveOver(weeklyGood?.version);
  const { showMissing, dialog: requiredDialog } = useRequiredFieldsDialog();
  const [files, setFiles] = useState<FileRef[]>(weeklyGood?.file ? [weeklyGood.file] : []);
  const { control, handleSubmit, setValue, getValues, setError, formState } = useForm<WeeklyGoodBody, unknown, WeeklyGoodInput>({
    resolver: zodResolver(weeklyGoodBodySchema),
    defaultValues: {
      name: weeklyGood?.name ?? '',
      date: weeklyGood?.date ?? orgDay(),
      file: { id: weeklyGood?.file?.id ?? 0 },
    },
  });
  useUnsavedChanges(formState.isDirty);
  const labels: Record<string, string> = {
    name: t('newsletters.fields.name'),
    date: t('newsletters.fields.date'),
    file: t('newsletters.fields.file'),
  };
  const fileError = formState.errors.file?.id?.message ?? formState.errors.file?.message;

  const onFiles = (next: FileRef[]) => {
    setFiles(next);
    setValue('file', { id: next[0]?.id ?? 0 }, { shouldValidate: formState.isSubmitted, shouldDirty: true });
  };

  const submit = async (values: WeeklyGoodInput) => {
    try {
      if (!(await saveOver((version) => save.mutateAsync({ id: weeklyGood?.id, body: values, version })))) return;
      notify({ message: t(weeklyGood ? 'newsletters.weeklyGoods.updated' : 'newsletters.weeklyGoods.created') });
      onClose();
    } catch (error) {
      if (applyServerErrors(error, setError, ['name', 'date', 'file', 'file.id']).length === 0) showError(error);
    }
  };

  const onSubmit = handleSubmit(submit, () => {
    showMissing(missingFields(weeklyGoodBodySchema, getValues()).map((field) => labels[field] ?? field));
  });

  return (
    <form onSubmit={waitForUploads(onSubmit)} noValidate>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <FormTextField control={control} name="name" label={labels.name} required autoFocus />
          <FormDateField control={control} name="date" label={labels.date} required />
          <FileDropzone
            type="pdf"
            name="file"
            label={`${labels.file} *`}
            value={files}
            onChange={onFiles}
            // 'File' alone repeats the label: the field is marked, the required dialog names it.
            error={fileError && fileError !== labels.file ? fileError : undefined}
            disabled={formState.isSubmitting}
          />
        </Stack>
      </DialogContent>
      <DialogFormActions onCancel={onClose} submitting={formState.isSubmitting} />
      {requiredDialog}
      {saveOverDialog}
    </form>
  );
}
