import { PROVINCES, provinceName } from '@fieldops/contract';
import { MenuItem, TextField } from '@mui/material';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

interface ProvinceFieldProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  disabled?: boolean;
}

/** A contact's province: the English label itself is the value (spec 3 §3), or '' for none; shown in the reader's language. */
export function ProvinceField<T extends FieldValues, O>({ control, name, label, disabled }: ProvinceFieldProps<T, O>) {
  const { t, i18n } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const value = (field.value as string | null | undefined) ?? '';
  return (
    <TextField
      select
      label={label}
      name={field.name}
      inputRef={field.ref}
      value={value}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
      disabled={disabled}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } } }}
    >
      <MenuItem value="">{t('crm.none')}</MenuItem>
      {PROVINCES.map((p) => (
        <MenuItem key={p.id} value={p.name}>
          {provinceName(p, i18n.language)}
        </MenuItem>
      ))}
    </TextField>
  );
}
