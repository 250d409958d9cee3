import type { StoreBody, StoreInput } from '@fieldops/contract';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form';
import { FormSection } from './form-section';
import type { StoreField } from './store-form-values';

interface StoreContactFieldsProps {
  control: Control<StoreBody, unknown, StoreInput>;
  labels: Record<StoreField, string>;
}

/** Each contact of the store beside its e-mail: name on the left, address on the right. */
const CONTACTS = [
  ['storeManager', 'SMEmail'],
  ['assistantManager', 'AMEmail'],
  ['hardwareDS', 'HDSEmail'],
  ['seasonalDS', 'SDSEmail'],
] as const;

/** Store manager, assistant manager, hardware DS and seasonal DS with their e-mails. */
export function StoreContactFields({ control, labels }: StoreContactFieldsProps) {
  const { t } = useTranslation();
  return (
    <FormSection title={t('masterData.stores.sections.contacts')}>
      {CONTACTS.flatMap(([name, email]) => [
        <FormTextField key={name} control={control} name={name} label={labels[name]} autoComplete="off" />,
        <FormTextField key={email} control={control} name={email} label={labels[email]} type="email" autoComplete="off" />,
      ])}
    </FormSection>
  );
}
