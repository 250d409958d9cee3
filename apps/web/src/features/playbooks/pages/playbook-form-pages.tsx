import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormCard } from '../../../components/form-card';
import { LoadingLine } from '../../../components/loading-line';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { positiveId } from '../../../lib/route-id';
import { usePlaybookForForm } from '../api/get-playbook';
import { PlaybookForm } from '../components/playbook-form';

/** /playbooks/create (admin). */
export function PlaybookCreatePage() {
  const { t } = useTranslation();
  return (
    <FormCard title={t('playbooks.newTitle')} backTo={paths.playbooks.url()}>
      <PlaybookForm />
    </FormCard>
  );
}

/** /playbooks/{playbookID}/edit (admin): the playbook read without counting a view. */
export function PlaybookEditPage() {
  const { t } = useTranslation();
  const id = positiveId(useParams().playbookID);
  const playbook = usePlaybookForForm(id);
  const body = () => {
    if (id === null) return <Alert severity="error">{t('playbooks.notFound')}</Alert>;
    if (playbook.isError) return <Alert severity="error">{errorMessage(playbook.error)}</Alert>;
    if (!playbook.data) return <LoadingLine />;
    return <PlaybookForm key={playbook.data.id} playbook={playbook.data} />;
  };
  return (
    <FormCard title={t('playbooks.editTitle')} subtitle={playbook.data?.name} backTo={paths.playbooks.url()}>
      {body()}
    </FormCard>
  );
}
