import { useTranslation } from 'react-i18next';
import { localizeText } from '../../lib/localize';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { SelectField, type SelectFieldProps } from './select-field';

type FormSelectFieldProps<T extends FieldValues, O> = Omit<SelectFieldProps, 'value' | 'onChange' | 'name' | 'error'> & {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  /** What an empty choice stores: 0 for a required id, null for an optional one. */
  emptyValue?: 0 | null;
  onValueChange?: (value: number | null) => void;
};

/** A SelectField bound to react-hook-form, showing the field's validation message. */
export function FormSelectField<T extends FieldValues, O>({
  control,
  name,
  emptyValue = null,
  onValueChange,
  helperText,
  label,
  ...rest
}: FormSelectFieldProps<T, O>) {
  const { field, fieldState } = useController({ control, name });
  // Subscribes to the language, so a message shown in it follows a switch.
  useTranslation();
  const message = fieldState.error?.message && localizeText(fieldState.error.message);
  return (
    <SelectField
      {...rest}
      label={label}
      name={field.name}
      inputRef={field.ref}
      onBlur={field.onBlur}
      value={field.value as number | null}
      onChange={(value) => {
        field.onChange(value ?? emptyValue);
        onValueChange?.(value);
      }}
      error={Boolean(fieldState.error)}
      helperText={message && message !== label ? message : helperText}
    />
  );
}
