import { TextField, type TextFieldProps } from '@mui/material';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type FormTextFieldProps<T extends FieldValues, O> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
};

/**
 * An MUI TextField bound to react-hook-form. A validation message that only repeats the field's
 * label (the contract's 'this field is missing') marks the field without printing it again.
 */
export function FormTextField<T extends FieldValues, O>({ control, name, label, helperText, onBlur, ...rest }: FormTextFieldProps<T, O>) {
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  return (
    <TextField
      {...rest}
      label={label}
      name={field.name}
      inputRef={field.ref}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={(event) => {
        field.onBlur();
        onBlur?.(event);
      }}
      error={Boolean(fieldState.error)}
      helperText={message && message !== label ? message : helperText}
    />
  );
}
