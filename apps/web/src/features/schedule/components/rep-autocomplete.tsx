import { ROLE } from '@fieldops/contract';
import { useTranslation } from 'react-i18next';
import { UserSearchField } from '../../../components/user-search-field';

export interface RepChoice {
  id: number;
  name: string;
  email?: string;
}

interface RepAutocompleteProps {
  value: RepChoice | null;
  onChange: (value: RepChoice | null) => void;
  /** Only the reps of this district are offered. */
  districtID: number | null;
  label: string;
  placeholder?: string;
  error?: string;
  size?: 'small' | 'medium';
}

/** A field sales rep found by name on the server (GET /user/search?type=4), of the caller's area. */
export function RepAutocomplete({ value, onChange, districtID, label, placeholder, error, size }: RepAutocompleteProps) {
  const { t } = useTranslation();
  return (
    <UserSearchField
      value={value && { value: value.id, label: value.name, email: value.email ?? '' }}
      onChange={(choice) => onChange(choice && { id: choice.value, name: choice.label, email: choice.email })}
      search={{ type: ROLE.fieldSalesRep, districtID }}
      label={label}
      placeholder={placeholder}
      noOptionsText={t('schedule.noRepFound')}
      error={error}
      size={size}
    />
  );
}
