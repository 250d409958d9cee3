import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormCard } from '../../../components/form-card';
import { LoadingLine } from '../../../components/loading-line';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useUser } from '../api/get-user';
import { routeId } from '../components/route-id';
import { UserForm } from '../components/user-form';

/** /user/create and /user/{id}/edit (admin). */
export function UserFormPage() {
  const { t } = useTranslation();
  const id = routeId(useParams().userID);
  const user = useUser(id !== null && !Number.isNaN(id) ? id : null);

  const body = () => {
    if (id === null) return <UserForm />;
    if (Number.isNaN(id)) return <Alert severity="error">{t('errors.notFound')}</Alert>;
    if (user.isError) return <Alert severity="error">{errorMessage(user.error)}</Alert>;
    if (!user.data) return <LoadingLine />;
    return <UserForm key={user.data.id} user={user.data} />;
  };

  return (
    <FormCard
      title={t(id === null ? 'masterData.users.newTitle' : 'masterData.users.editTitle')}
      subtitle={user.data?.name}
      backTo={paths.users.url()}
      maxWidth={800}
    >
      {body()}
    </FormCard>
  );
}
