import { zodResolver } from '../../../components/form/zod-resolver';
import { surveyBodySchema, type Survey, type SurveyBody, type SurveyInput } from '@fieldops/contract';
import { Button, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useErrorDialog } from '../../../components/error-dialog';
import { applyServerErrors, FormTextField } from '../../../components/form';
import { useNotify } from '../../../components/notification-bar';
import { useSaveOver } from '../../../components/use-save-over';
import { paths } from '../../../config/paths';
import { useSaveSurvey } from '../api/surveys-api';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';

const FIELDS = ['name', 'url', 'comments'] as const;

/** Create or edit a survey, validated by the contract's surveyBodySchema (an http or https URL). */
export function SurveyForm({ survey }: { survey?: Survey }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const { showError } = useErrorDialog();
  const save = useSaveSurvey();
  const { saveOver, dialog: saveOverDialog } = useSaveOver(survey?.version);
  const { control, handleSubmit, setError, formState } = useForm<SurveyBody, unknown, SurveyInput>({
    resolver: zodResolver(surveyBodySchema),
    defaultValues: { name: survey?.name ?? '', url: survey?.url ?? '', comments: survey?.comments ?? '' },
  });
  useUnsavedChanges(formState.isDirty);

  const onSubmit = handleSubmit(async (body) => {
    try {
      if (!(await saveOver((version) => save.mutateAsync({ id: survey?.id, body, version })))) return;
      notify({ message: t(survey ? 'survey.updated' : 'survey.created') });
      await navigate(paths.surveys.url());
    } catch (error) {
      if (applyServerErrors(error, setError, FIELDS).length === 0) showError(error);
    }
  });

  return (
    <Stack component="form" onSubmit={onSubmit} noValidate spacing={3} aria-label={t(survey ? 'survey.editTitle' : 'survey.newTitle')}>
      <FormTextField control={control} name="name" label={t('survey.fields.name')} required fullWidth />
      <FormTextField control={control} name="url" label={t('survey.fields.url')} required fullWidth type="url" placeholder="https://" />
      <FormTextField control={control} name="comments" label={t('survey.fields.comments')} fullWidth multiline minRows={3} />
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
        <Button component={Link} to={paths.surveys.url()} disabled={formState.isSubmitting}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {t('masterData.save')}
        </Button>
      </Stack>
      {saveOverDialog}
    </Stack>
  );
}
