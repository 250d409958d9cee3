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
  /** Supervisors are offered too (an admin plans for anyone: DESIGN §4). */
  withSupervisors?: boolean;
  label: string;
  placeholder?: string;
  error?: string;
  size?: 'small' | 'medium';
}

/**
 * A field sales rep (or supervisor) found by name on the server (GET /user/search?type=4 or 3,4),
 * of the calendars the caller reads: a rep is offered the reps of their district, as the calendar shows them.
 */
export function RepAutocomplete({ value, onChange, districtID, withSupervisors, label, placeholder, error, size }: RepAutocompleteProps) {
  const { t } = useTranslation();
  return (
    <UserSearchField
      value={value && { value: value.id, label: value.name, email: value.email ?? '' }}
      onChange={(choice) => onChange(choice && { id: choice.value, name: choice.label, email: choice.email })}
      search={{ type: withSupervisors ? [ROLE.districtSupervisor, ROLE.fieldSalesRep] : ROLE.fieldSalesRep, districtID, scope: 'schedule' }}
      label={label}
      placeholder={placeholder}
      noOptionsText={t('schedule.noRepFound')}
      error={error}
      size={size}
    />
  );
}
