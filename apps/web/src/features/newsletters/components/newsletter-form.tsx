import { zodResolver } from '../../../components/form/zod-resolver';
import {
  newsletterBodySchema,
  newsletterDate,
  type FileRef,
  type Newsletter,
  type NewsletterBody,
  type NewsletterInput,
  type NewsletterType,
} from '@fieldops/contract';
import { Box, DialogContent, Stack } from '@mui/material';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorDialog } from '../../../components/error-dialog';
import { FileDropzone, useWaitForUploads } from '../../../components/file-dropzone';
import { FormTextField, monthOptions, SelectField, applyServerErrors, missingFields, yearOptions } from '../../../components/form';
import { useNotify } from '../../../components/notification-bar';
import { useRequiredFieldsDialog } from '../../../components/required-fields-dialog';
import { useSaveOver } from '../../../components/use-save-over';
import { useSaveNewsletter } from '../api/newsletter-api';
import type { MonthValue } from './month-filter';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';
import { DialogFormActions } from '../../../components/dialog-form-actions';

interface NewsletterFormProps {
  /** The record to edit; null for a new one. */
  record: Newsletter | null;
  type: NewsletterType;
  month: MonthValue;
  /** The month the record was saved in, so that the list shows it. */
  onSaved: (month: MonthValue) => void;
  onClose: () => void;
}

/**
 * New or Edit (spec 3 §5): Title and File are required ('Some fields are required!' lists what is
 * missing); the date is the first of the month and year chosen; the file is one PDF.
 */
export function NewsletterForm({ record, type, month, onSaved, onClose }: NewsletterFormProps) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { showError } = useErrorDialog();
  const waitForUploads = useWaitForUploads();
  const save = useSaveNewsletter();
  const { saveOver, dialog: saveOverDialog } = useSaveOver(record?.version);
  const { showMissing, dialog: requiredDialog } = useRequiredFieldsDialog();
  const [files, setFiles] = useState<FileRef[]>(record?.file ? [record.file] : []);
  const { control, handleSubmit, setValue, getValues, setError, formState } = useForm<NewsletterBody, unknown, NewsletterInput>({
    resolver: zodResolver(newsletterBodySchema),
    defaultValues: {
      name: record?.name ?? '',
      date: record?.date ?? newsletterDate(month.year, month.month),
      type: record?.type ?? type,
      file: { id: record?.file?.id ?? 0 },
    },
  });
  useUnsavedChanges(formState.isDirty);
  const { field: date } = useController({ control, name: 'date' });
  const [year, monthOfDate] = String(date.value).split('-').map(Number);
  const labels: Record<string, string> = { name: t('newsletters.fields.name'), file: t('newsletters.fields.file') };
  const fileError = formState.errors.file?.id?.message ?? formState.errors.file?.message;

  const onFiles = (next: FileRef[]) => {
    setFiles(next);
    setValue('file', { id: next[0]?.id ?? 0 }, { shouldValidate: formState.isSubmitted, shouldDirty: true });
  };

  const submit = async (values: NewsletterInput) => {
    try {
      if (!(await saveOver((version) => save.mutateAsync({ id: record?.id, body: values, version })))) return;
      notify({ message: t(record ? 'newsletters.updated' : 'newsletters.created') });
      const [savedYear, savedMonth] = values.date.split('-').map(Number);
      onSaved({ year: savedYear, month: savedMonth });
      onClose();
    } catch (error) {
      if (applyServerErrors(error, setError, ['name', 'date', 'file', 'file.id', 'type']).length === 0) showError(error);
    }
  };

  const onSubmit = handleSubmit(submit, () => {
    showMissing(missingFields(newsletterBodySchema, getValues()).map((field) => labels[field] ?? field));
  });

  return (
    <form onSubmit={waitForUploads(onSubmit)} noValidate>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <FormTextField control={control} name="name" label={labels.name} required autoFocus />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '2fr 1fr' }}>
            <SelectField
              label={t('newsletters.fields.month')}
              options={monthOptions()}
              value={monthOfDate}
              onChange={(m) => m && date.onChange(newsletterDate(year, m))}
            />
            <SelectField
              label={t('newsletters.fields.year')}
              options={yearOptions()}
              value={year}
              onChange={(y) => y && date.onChange(newsletterDate(y, monthOfDate))}
              error={Boolean(formState.errors.date)}
              helperText={formState.errors.date?.message}
            />
          </Box>
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
