import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormCard } from '../../../components/form-card';
import { LoadingLine } from '../../../components/loading-line';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { positiveId } from '../../../lib/route-id';
import { useUser } from '../api/get-user';
import { UserForm } from '../components/user-form';

/** /user/create and /user/{id}/edit (admin). */
export function UserFormPage() {
  const { t } = useTranslation();
  // No id: /user/create; an id that is not one: not found.
  const param = useParams().userID;
  const creating = param === undefined;
  const id = positiveId(param);
  const user = useUser(id);

  const body = () => {
    if (creating) return <UserForm />;
    if (id === null) return <Alert severity="error">{t('errors.notFound')}</Alert>;
    if (user.isError) return <Alert severity="error">{errorMessage(user.error)}</Alert>;
    if (!user.data) return <LoadingLine />;
    return <UserForm key={user.data.id} user={user.data} />;
  };

  return (
    <FormCard
      title={t(creating ? 'masterData.users.newTitle' : 'masterData.users.editTitle')}
      subtitle={user.data?.name}
      backTo={paths.users.url()}
      maxWidth={800}
    >
      {body()}
    </FormCard>
  );
}
