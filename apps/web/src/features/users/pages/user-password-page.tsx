import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormCard } from '../../../components/form-card';
import { LoadingLine } from '../../../components/loading-line';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { positiveId } from '../../../lib/route-id';
import { useUser } from '../api/get-user';
import { UserPasswordForm } from '../components/user-password-form';

/** /user/{id}/password (admin): sets a new password for a user. */
export function UserPasswordPage() {
  const { t } = useTranslation();
  const id = positiveId(useParams().userID);
  const user = useUser(id);

  const body = () => {
    if (id === null) return <Alert severity="error">{t('errors.notFound')}</Alert>;
    if (user.isError) return <Alert severity="error">{errorMessage(user.error)}</Alert>;
    if (!user.data) return <LoadingLine />;
    return <UserPasswordForm user={user.data} />;
  };

  return (
    <FormCard
      title={t('masterData.users.passwordTitle')}
      subtitle={user.data ? t('masterData.users.passwordFor', { name: user.data.name }) : undefined}
      backTo={paths.users.url()}
      maxWidth={560}
    >
      {body()}
    </FormCard>
  );
}
