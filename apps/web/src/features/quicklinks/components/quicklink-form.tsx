import { zodResolver } from '../../../components/form/zod-resolver';
import {
  QUICKLINK_FILE_TYPES,
  QUICKLINK_URL_TYPE,
  quicklinkBodySchema,
  type FileRef,
  type Quicklink,
  type QuicklinkBody,
  type QuicklinkInput,
} from '@fieldops/contract';
import { Button, FormControlLabel, FormLabel, MenuItem, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useErrorDialog } from '../../../components/error-dialog';
import { FileDropzone, useWaitForUploads } from '../../../components/file-dropzone';
import { applyServerErrors, FormTextField } from '../../../components/form';
import { useNotify } from '../../../components/notification-bar';
import { useSaveOver } from '../../../components/use-save-over';
import { paths } from '../../../config/paths';
import { useSaveQuicklink } from '../api/quicklinks-api';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';
import { fileTypeName } from './file-type-name';

const FIELDS = ['name', 'fileType', 'isUrl', 'url', 'files', 'comments'] as const;

/**
 * Create or edit a quicklink: a File/URL selector chooses between one PDF (upload type
 * `quicklink`) and an http(s) URL; the type 'url' is always a URL (quicklinkBodySchema).
 */
export function QuicklinkForm({ quicklink }: { quicklink?: Quicklink }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const { showError } = useErrorDialog();
  const waitForUploads = useWaitForUploads();
  const save = useSaveQuicklink();
  const { saveOver, dialog: saveOverDialog } = useSaveOver(quicklink?.version);
  const [files, setFiles] = useState<FileRef[]>(quicklink?.files ?? []);
  const { control, handleSubmit, setError, setValue, formState } = useForm<QuicklinkBody, unknown, QuicklinkInput>({
    resolver: zodResolver(quicklinkBodySchema),
    defaultValues: {
      name: quicklink?.name ?? '',
      fileType: quicklink?.fileType ?? '',
      isUrl: quicklink?.isUrl ?? 0,
      url: quicklink?.url ?? '',
      files: quicklink?.files.map((f) => f.id) ?? [],
      comments: quicklink?.comments ?? '',
    },
  });
  useUnsavedChanges(formState.isDirty);
  const isUrl = useWatch({ control, name: 'isUrl' }) === 1;
  const busy = formState.isSubmitting;

  const onSubmit = handleSubmit(async (body) => {
    try {
      if (!(await saveOver((version) => save.mutateAsync({ id: quicklink?.id, body, version })))) return;
      notify({ message: t(quicklink ? 'quicklink.updated' : 'quicklink.created') });
      await navigate(paths.quicklinks.url());
    } catch (error) {
      if (applyServerErrors(error, setError, FIELDS).length === 0) showError(error);
    }
  });

  return (
    <Stack
      component="form"
      onSubmit={waitForUploads(onSubmit)}
      noValidate
      spacing={3}
      aria-label={t(quicklink ? 'quicklink.editTitle' : 'quicklink.newTitle')}
    >
      <FormTextField control={control} name="name" label={t('quicklink.fields.name')} required fullWidth />
      <Controller
        control={control}
        name="fileType"
        render={({ field, fieldState }) => (
          <TextField
            select
            required
            label={t('quicklink.fields.fileType')}
            name={field.name}
            inputRef={field.ref}
            value={field.value ?? ''}
            onBlur={field.onBlur}
            onChange={(event) => {
              field.onChange(event.target.value);
              // The type 'url' is a link only.
              if (event.target.value === QUICKLINK_URL_TYPE) setValue('isUrl', 1, { shouldValidate: formState.isSubmitted });
            }}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
            sx={{ maxWidth: 360 }}
          >
            {QUICKLINK_FILE_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {fileTypeName(t, type)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        control={control}
        name="isUrl"
        render={({ field }) => (
          <Stack spacing={0.5}>
            <FormLabel id="quicklink-kind">{t('quicklink.kind')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="quicklink-kind"
              name={field.name}
              value={String(field.value ?? 0)}
              onChange={(event) => field.onChange(Number(event.target.value))}
            >
              <FormControlLabel value="0" control={<Radio />} label={t('quicklink.kindFile')} disabled={busy} />
              <FormControlLabel value="1" control={<Radio />} label={t('quicklink.kindUrl')} disabled={busy} />
            </RadioGroup>
          </Stack>
        )}
      />
      {isUrl ? (
        <FormTextField
          control={control}
          name="url"
          label={t('quicklink.fields.url')}
          required
          fullWidth
          type="url"
          placeholder="https://"
        />
      ) : (
        <Controller
          control={control}
          name="files"
          render={({ fieldState }) => (
            <FileDropzone
              type="quicklink"
              name="files"
              label={t('quicklink.fields.files')}
              value={files}
              onChange={(next) => {
                setFiles(next);
                setValue(
                  'files',
                  next.map((f) => f.id),
                  { shouldValidate: formState.isSubmitted, shouldDirty: true },
                );
              }}
              error={fieldState.error?.message}
              disabled={busy}
            />
          )}
        />
      )}
      <FormTextField control={control} name="comments" label={t('quicklink.fields.comments')} fullWidth multiline minRows={3} />
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
        <Button component={Link} to={paths.quicklinks.url()} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={busy}>
          {t('masterData.save')}
        </Button>
      </Stack>
      {saveOverDialog}
    </Stack>
  );
}
