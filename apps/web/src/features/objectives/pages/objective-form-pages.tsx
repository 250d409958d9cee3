import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormCard } from '../../../components/form-card';
import { LoadingLine } from '../../../components/loading-line';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useCopyMedia } from '../api/copy-media';
import { useObjective } from '../api/get-objective';
import { useObjectiveIdParam } from '../components/use-route-ids';
import { ObjectiveForm } from '../form/objective-form';

/** /objective/create (admin); ?custom=1 starts a custom objective (Add New → CUSTOM OBJECTIVE). */
export function ObjectiveCreatePage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const custom = search.get('custom') === '1';
  return (
    <FormCard title={t(custom ? 'objectives.form.createCustomTitle' : 'objectives.form.createTitle')} backTo={paths.objectives.url()}>
      <ObjectiveForm key={String(custom)} mode="create" isCustom={custom} />
    </FormCard>
  );
}

/** /objective/{id}/edit (admin). */
export function ObjectiveEditPage() {
  const { t } = useTranslation();
  const id = useObjectiveIdParam();
  const objective = useObjective(id);
  const body = () => {
    if (id === null) return <Alert severity="error">{t('objectives.notFound')}</Alert>;
    if (objective.isError) return <Alert severity="error">{errorMessage(objective.error)}</Alert>;
    if (!objective.data) return <LoadingLine />;
    return <ObjectiveForm key={objective.data.id} mode="edit" objective={objective.data} />;
  };
  return (
    <FormCard title={t('objectives.form.editTitle')} subtitle={objective.data?.title} backTo={paths.objectives.url()}>
      {body()}
    </FormCard>
  );
}

/** /objective/{id}/copy (admin): the source's fields a month later, with copies of its files. */
export function ObjectiveCopyPage() {
  const { t } = useTranslation();
  const id = useObjectiveIdParam();
  const objective = useObjective(id);
  const media = useCopyMedia(objective.data ? id : null);
  const body = () => {
    if (id === null) return <Alert severity="error">{t('objectives.notFound')}</Alert>;
    const error = objective.error ?? media.error;
    if (error) return <Alert severity="error">{errorMessage(error)}</Alert>;
    if (!objective.data || !media.data) return <LoadingLine />;
    return <ObjectiveForm key={objective.data.id} mode="copy" objective={objective.data} media={media.data} />;
  };
  return (
    <FormCard title={t('objectives.form.copyTitle')} subtitle={objective.data?.title} backTo={paths.objectives.url()}>
      {body()}
    </FormCard>
  );
}
