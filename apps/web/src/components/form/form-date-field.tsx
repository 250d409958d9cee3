import { NOT_A_DAY } from '@fieldops/contract';
import { useTranslation } from 'react-i18next';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { localizeText } from '../../lib/localize';
import { DateField, type DateFieldProps } from './date-field';

type FormDateFieldProps<T extends FieldValues, O> = Omit<
  DateFieldProps,
  'name' | 'value' | 'onChange' | 'notADay' | 'onBlur' | 'error' | 'inputRef'
> & {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
};

/**
 * A DateField bound to react-hook-form, its value the form's 'YYYY-MM-DD' string, NOT_A_DAY while
 * the date typed is not a real one (the schema then says so at the field). As with
 * FormTextField, a validation message that only repeats the field's label marks the field without
 * printing it again.
 */
export function FormDateField<T extends FieldValues, O>({ control, name, label, helperText, ...rest }: FormDateFieldProps<T, O>) {
  const { field, fieldState } = useController({ control, name });
  // Subscribes to the language, so a message shown in it follows a switch.
  useTranslation();
  const message = fieldState.error?.message && localizeText(fieldState.error.message);
  return (
    <DateField
      {...rest}
      label={label}
      name={field.name}
      inputRef={field.ref}
      value={field.value as string | null | undefined}
      onChange={field.onChange}
      notADay={NOT_A_DAY}
      onBlur={field.onBlur}
      error={Boolean(fieldState.error)}
      helperText={message && message !== label ? message : helperText}
    />
  );
}
