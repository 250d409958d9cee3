import { zodResolver } from '../../../components/form/zod-resolver';
import { newsBodySchema, type FileRef, type News, type NewsBody, type NewsInput } from '@fieldops/contract';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useForm, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useErrorDialog } from '../../../components/error-dialog';
import { FileDropzone, useWaitForUploads } from '../../../components/file-dropzone';
import { applyServerErrors, FormDateField, FormTextField } from '../../../components/form';
import { useNotify } from '../../../components/notification-bar';
import { useSaveOver } from '../../../components/use-save-over';
import { paths } from '../../../config/paths';
import { useSaveNews } from '../api/news-api';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';
import { orgDay } from '../../../lib/org-today';

const FIELDS = ['subject', 'content', 'date', 'images'] as const;

/** Create or edit news, validated by the contract's newsBodySchema; up to 3 images (spec 2 §9). */
export function NewsForm({ news }: { news?: News }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const { showError } = useErrorDialog();
  const waitForUploads = useWaitForUploads();
  const save = useSaveNews();
  const { saveOver, dialog: saveOverDialog } = useSaveOver(news?.version);
  const [images, setImages] = useState<FileRef[]>(news?.images ?? []);
  const { control, handleSubmit, setError, setValue } = useForm<NewsBody, unknown, NewsInput>({
    resolver: zodResolver(newsBodySchema),
    defaultValues: {
      subject: news?.subject ?? '',
      content: news?.content ?? '',
      date: news?.date ?? orgDay(),
      images: news?.images.map((f) => f.id) ?? [],
    },
  });
  const { errors, isSubmitting, isSubmitted, isDirty } = useFormState({ control });
  useUnsavedChanges(isDirty);

  const onSubmit = handleSubmit(async (body) => {
    try {
      if (!(await saveOver((version) => save.mutateAsync({ id: news?.id, body, version })))) return;
      notify({ message: t(news ? 'news.updated' : 'news.created') });
      await navigate(paths.news.url());
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
      aria-label={t(news ? 'news.editTitle' : 'news.newTitle')}
    >
      <FormTextField control={control} name="subject" label={t('news.fields.subject')} required fullWidth />
      <FormDateField control={control} name="date" label={t('news.fields.date')} required sx={{ maxWidth: 240 }} />
      <FormTextField control={control} name="content" label={t('news.fields.content')} required fullWidth multiline minRows={5} />
      <FileDropzone
        type="image"
        name="images"
        label={t('news.fields.images')}
        value={images}
        onChange={(files) => {
          setImages(files);
          setValue(
            'images',
            files.map((f) => f.id),
            { shouldValidate: isSubmitted, shouldDirty: true },
          );
        }}
        error={errors.images?.message}
        disabled={isSubmitting}
      />
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
        <Button component={Link} to={paths.news.url()} disabled={isSubmitting}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {t('masterData.save')}
        </Button>
      </Stack>
      {saveOverDialog}
    </Stack>
  );
}
