import { ROLE_AREA, ROLE, type RoleId } from '@fieldops/contract';
import type { Control } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../../components/form';
import { useAreaOptions } from '../../../components/use-area-options';
import type { UserFormOutput, UserFormValues } from './user-form-values';

/** The area of the chosen role: a region (2), a district (3) or a territory (4); none for admins. */
export function UserAreaField({ control }: { control: Control<UserFormValues, unknown, UserFormOutput> }) {
  const { t } = useTranslation();
  const role = (useWatch({ control, name: 'role' }) ?? ROLE.fieldSalesRep) as RoleId;
  const kind = ROLE_AREA[role];
  const options = useAreaOptions(kind);
  if (!kind) return null;
  return (
    <FormSelectField
      key={kind}
      control={control}
      name="areaID"
      label={t(`masterData.users.areaLabels.${kind}`)}
      options={options.data ?? []}
      required
    />
  );
}
