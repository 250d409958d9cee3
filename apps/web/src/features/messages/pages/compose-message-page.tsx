import { useTranslation } from 'react-i18next';
import { FormCard } from '../../../components/form-card';
import { ComposeMessageForm } from '../components/compose-message-form';

/** /message/compose (admins): a message to a user, a role or an area. */
export function ComposeMessagePage() {
  const { t } = useTranslation();
  return (
    <FormCard title={t('inbox.composeTitle')} maxWidth={760}>
      <ComposeMessageForm />
    </FormCard>
  );
}
