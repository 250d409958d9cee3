import { Divider, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FormCard } from '../../../components/form-card';
import { useCurrentUser } from '../../../lib/session-context';
import { AccountDetails } from '../components/account-details';
import { ChangePasswordForm } from '../components/change-password-form';
import { LanguageSection } from '../components/language-section';

/** /user/account (every signed-in user): My Account. */
export function AccountPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <FormCard title={t('masterData.account.title')} maxWidth={800}>
      <Stack spacing={3}>
        <AccountDetails user={user} />
        <Divider />
        <LanguageSection />
        <Divider />
        <ChangePasswordForm />
      </Stack>
    </FormCard>
  );
}
