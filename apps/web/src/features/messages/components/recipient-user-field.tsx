import type { UserOption } from '@fieldops/contract';
import { useTranslation } from 'react-i18next';
import { UserSearchField } from '../../../components/user-search-field';

interface RecipientUserFieldProps {
  value: UserOption | null;
  onChange: (value: UserOption | null) => void;
  error?: string;
}

/** The one user a message goes to, found by name or e-mail on the server. */
export function RecipientUserField({ value, onChange, error }: RecipientUserFieldProps) {
  const { t } = useTranslation();
  const label = t('inbox.fields.userID');
  return (
    <UserSearchField
      value={value}
      onChange={onChange}
      search={{}}
      label={label}
      required
      noOptionsText={t('inbox.noUserFound')}
      helperText={t('inbox.searchUser')}
      error={error}
    />
  );
}
