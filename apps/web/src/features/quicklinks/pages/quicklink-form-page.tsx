import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormCard } from '../../../components/form-card';
import { LoadingLine } from '../../../components/loading-line';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useQuicklink } from '../api/quicklinks-api';
import { QuicklinkForm } from '../components/quicklink-form';

/** /quicklink/create and /quicklink/{id}/edit (admin). */
export function QuicklinkFormPage() {
  const { t } = useTranslation();
  const { id: param } = useParams();
  const id = param === undefined ? null : Number(param);
  const valid = id === null || (Number.isInteger(id) && id > 0);
  const quicklink = useQuicklink(valid ? id : null);

  const body = () => {
    if (!valid) return <Alert severity="error">{t('quicklink.notFound')}</Alert>;
    if (id === null) return <QuicklinkForm />;
    if (quicklink.isError) return <Alert severity="error">{errorMessage(quicklink.error)}</Alert>;
    if (!quicklink.data) return <LoadingLine />;
    return <QuicklinkForm key={quicklink.data.id} quicklink={quicklink.data} />;
  };

  return (
    <FormCard
      title={t(id === null ? 'quicklink.newTitle' : 'quicklink.editTitle')}
      subtitle={quicklink.data?.name}
      backTo={paths.quicklinks.url()}
    >
      {body()}
    </FormCard>
  );
}
