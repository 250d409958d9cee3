import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormCard } from '../../../components/form-card';
import { LoadingLine } from '../../../components/loading-line';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useSurvey } from '../api/surveys-api';
import { SurveyForm } from '../components/survey-form';

/** /survey/create and /survey/{id}/edit (admin). */
export function SurveyFormPage() {
  const { t } = useTranslation();
  const { id: param } = useParams();
  const id = param === undefined ? null : Number(param);
  const valid = id === null || (Number.isInteger(id) && id > 0);
  const survey = useSurvey(valid ? id : null);

  const body = () => {
    if (!valid) return <Alert severity="error">{t('survey.notFound')}</Alert>;
    if (id === null) return <SurveyForm />;
    if (survey.isError) return <Alert severity="error">{errorMessage(survey.error)}</Alert>;
    if (!survey.data) return <LoadingLine />;
    return <SurveyForm key={survey.data.id} survey={survey.data} />;
  };

  return (
    <FormCard title={t(id === null ? 'survey.newTitle' : 'survey.editTitle')} subtitle={survey.data?.name} backTo={paths.surveys.url()}>
      {body()}
    </FormCard>
  );
}
