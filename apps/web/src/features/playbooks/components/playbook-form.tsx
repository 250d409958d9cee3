import { playbookBodySchema, type FileRef, type Playbook, type PlaybookBody, type PlaybookInput } from '@fieldops/contract';
import { zodResolver } from '../../../components/form/zod-resolver';
import { Button, FormHelperText, Stack } from '@mui/material';
import { lightFormat } from 'date-fns';
import { useCallback, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useErrorDialog } from '../../../components/error-dialog';
import { FileDropzone, useWaitForUploads } from '../../../components/file-dropzone';
import { applyServerErrors, FormTextField } from '../../../components/form';
import { StoreSelector } from '../../../components/store-selector';
import { useSaveOver } from '../../../components/use-save-over';
import { paths } from '../../../config/paths';
import { useSavePlaybook } from '../api/save-playbook';
import { PlaybookDateFields } from './playbook-date-fields';
import { PlaybookSavedDialog } from './playbook-saved-dialog';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';
import { orgToday } from '../../../lib/org-today';

const FIELDS = ['file', 'file.id', 'name', 'date', 'stores'] as const;
/** A new playbook's day in the form (spec 3 §9); the server keeps its month. */
const DEFAULT_DAY = 15;

const resolver = zodResolver(playbookBodySchema);

function defaultValues(playbook: Playbook | undefined): PlaybookBody {
  if (!playbook) {
    const today = orgToday();
    return { file: { id: 0 }, name: '', description: '', date: lightFormat(today.setDate(DEFAULT_DAY), 'yyyy-MM-dd'), stores: [] };
  }
  return {
    file: { id: playbook.file?.id ?? 0 },
    name: playbook.name,
    description: playbook.description,
    date: playbook.date,
    stores: playbook.stores,
  };
}

/**
 * New or Edit Playbook (spec 3 §2, §5): the PDF, Title, Month, Year and the stores grouped by
 * region, validated by the contract's playbookBodySchema. Saved: the success dialog, then
 * /playbooks; refused: the messages on the fields (or the error dialog), the form as it was.
 */
export function PlaybookForm({ playbook }: { playbook?: Playbook }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { showError } = useErrorDialog();
  const waitForUploads = useWaitForUploads();
  const save = useSavePlaybook();
  const { saveOver, dialog: saveOverDialog } = useSaveOver(playbook?.version);
  const [saved, setSaved] = useState<string | null>(null);
  const [files, setFiles] = useState<FileRef[]>(playbook?.file ? [playbook.file] : []);
  const { control, handleSubmit, setError, setValue, formState } = useForm<PlaybookBody, unknown, PlaybookInput>({
    resolver,
    defaultValues: defaultValues(playbook),
  });
  useUnsavedChanges(formState.isDirty && saved === null);
  const busy = formState.isSubmitting || saved !== null;
  const fileError = formState.errors.file?.message ?? formState.errors.file?.id?.message;

  const onFiles = (next: FileRef[]) => {
    setFiles(next);
    setValue('file', { id: next[0]?.id ?? 0 }, { shouldValidate: formState.isSubmitted, shouldDirty: true });
  };

  const onSubmit = handleSubmit(async (body) => {
    try {
      if (!(await saveOver((version) => save.mutateAsync({ id: playbook?.id, body, version })))) return;
      setSaved(t(playbook ? 'playbooks.updated' : 'playbooks.created'));
    } catch (error) {
      if (applyServerErrors(error, setError, FIELDS).length === 0) showError(error);
    }
  });

  const leave = useCallback(() => void navigate(paths.playbooks.url()), [navigate]);

  return (
    <Stack
      component="form"
      onSubmit={waitForUploads(onSubmit)}
      noValidate
      spacing={3}
      aria-label={t(playbook ? 'playbooks.editTitle' : 'playbooks.newTitle')}
    >
      <FileDropzone
        type="pdf"
        name="file"
        // Marked required as the title is ('The PDF file is required' when missing).
        label={`${t('playbooks.fields.file')} *`}
        value={files}
        onChange={onFiles}
        error={fileError}
        disabled={busy}
      />
      <FormTextField control={control} name="name" label={t('playbooks.fields.name')} required disabled={busy} />
      <PlaybookDateFields control={control} disabled={busy} />
      <Controller
        control={control}
        name="stores"
        render={({ field, fieldState }) => (
          <Stack spacing={0.5}>
            <StoreSelector
              value={field.value ?? []}
              onChange={field.onChange}
              label={t('playbooks.fields.stores')}
              error={fieldState.error?.message}
              disabled={busy}
            />
            {(field.value ?? []).length === 0 && <FormHelperText>{t('playbooks.allStoresHint')}</FormHelperText>}
          </Stack>
        )}
      />
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
        <Button component={Link} to={paths.playbooks.url()} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {t('playbooks.save')}
        </Button>
      </Stack>
      <PlaybookSavedDialog message={saved} onClose={leave} />
      {saveOverDialog}
    </Stack>
  );
}
