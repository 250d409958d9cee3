import { PROVINCES, maskPostalCode, provinceName, type StoreBody, type StoreInput } from '@fieldops/contract';
import { Box } from '@mui/material';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField, FormSwitchField, FormTextField } from '../../../components/form';
import { useAreaOptions } from '../../../components/use-area-options';
import { FormSection } from './form-section';
import type { StoreField } from './store-form-values';

interface StoreMainFieldsProps {
  control: Control<StoreBody, unknown, StoreInput>;
  labels: Record<StoreField, string>;
}

/** Territory, name, number, phone, flags and the address of a store (spec 2 §3). */
export function StoreMainFields({ control, labels }: StoreMainFieldsProps) {
  const { t, i18n } = useTranslation();
  const territories = useAreaOptions('territory');
  const provinceOptions = PROVINCES.map((p) => ({ value: p.id, label: provinceName(p, i18n.language) }));
  return (
    <>
      <FormSection title={t('masterData.stores.sections.store')}>
        <FormSelectField
          control={control}
          name="territoryID"
          label={labels.territoryID}
          options={territories.data ?? []}
          emptyValue={0}
          required
        />
        <FormTextField control={control} name="name" label={labels.name} required />
        <FormTextField
          control={control}
          name="storeNumber"
          label={labels.storeNumber}
          required
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <FormTextField control={control} name="phoneNo" label={labels.phoneNo} required type="tel" autoComplete="off" />
        <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
          <FormSwitchField control={control} name="isSSR" label={labels.isSSR} />
          <FormSwitchField control={control} name="isOptOut" label={labels.isOptOut} />
        </Box>
      </FormSection>
      <FormSection title={t('masterData.stores.sections.address')}>
        <FormTextField control={control} name="addressLine1" label={labels.addressLine1} required />
        <FormTextField control={control} name="addressLine2" label={labels.addressLine2} />
        <FormTextField control={control} name="city" label={labels.city} required />
        <FormSelectField control={control} name="province" label={labels.province} options={provinceOptions} emptyValue={0} required />
        <FormTextField
          control={control}
          name="postalCode"
          label={labels.postalCode}
          required
          placeholder={t('masterData.stores.postalCodeExample')}
          mask={maskPostalCode}
        />
      </FormSection>
    </>
  );
}
