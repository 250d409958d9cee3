import { ROLE } from '@fieldops/contract';
import { useTranslation } from 'react-i18next';
import { UserSearchField } from '../../../components/user-search-field';

export interface RepChoice {
  id: number;
  name: string;
  email?: string;
}

interface ManagerFieldProps {
  value: RepChoice | null;
  onChange: (value: RepChoice | null) => void;
  error?: string;
}

/** The territory's manager: a field sales rep found by name on the server, or none (Unassigned). */
export function ManagerField({ value, onChange, error }: ManagerFieldProps) {
  const { t } = useTranslation();
  return (
    <UserSearchField
      value={value && { value: value.id, label: value.name, email: value.email ?? '' }}
      onChange={(choice) => onChange(choice && { id: choice.value, name: choice.label, email: choice.email })}
      search={{ type: ROLE.fieldSalesRep }}
      label={t('masterData.territories.fields.managerID')}
      placeholder={t('masterData.unassigned')}
      noOptionsText={t('masterData.territories.noRepFound')}
      helperText={t('masterData.territories.searchRep')}
      error={error}
    />
  );
}
