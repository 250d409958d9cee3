import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormCard } from '../../../components/form-card';
import { LoadingLine } from '../../../components/loading-line';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useStore } from '../api/get-store';
import { StoreForm } from '../components/store-form';

/** /store/create, /store/{id} and /store/{id}/edit (admin): 'Create/Edit Store' (spec 2 §2). */
export function StoreFormPage() {
  const { t } = useTranslation();
  const { storeID } = useParams();
  const id = storeID ? Number(storeID) : null;
  const valid = id === null || (Number.isInteger(id) && id > 0);
  const store = useStore(valid ? id : null);

  const body = () => {
    if (!valid) return <Alert severity="error">{t('errors.notFound')}</Alert>;
    if (id === null) return <StoreForm />;
    if (store.isError) return <Alert severity="error">{errorMessage(store.error)}</Alert>;
    if (!store.data) return <LoadingLine />;
    return <StoreForm key={store.data.id} store={store.data} />;
  };

  return (
    <FormCard title={t('masterData.stores.formTitle')} subtitle={store.data?.name} backTo={paths.stores.url()}>
      {body()}
    </FormCard>
  );
}
