import { TextField, type TextFieldProps } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { localizeText } from '../../lib/localize';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type FormTextFieldProps<T extends FieldValues, O> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  /** A mask: what the field keeps of the text typed (the postal code's, say). */
  mask?: (typed: string) => string;
  /**
   * The most characters it takes: it shows how many are used ('240 / 1000'). A longer paste is kept
   * whole and marked, '1200 / 1000' in red, for the writer to shorten, not cut unseen.
   */
  maxLength?: number;
};

/**
 * An MUI TextField bound to react-hook-form. A validation message that only repeats the field's
 * label (the contract's 'this field is missing') marks the field without printing it again.
 */
export function FormTextField<T extends FieldValues, O>({
  control,
  name,
  label,
  helperText,
  onBlur,
  mask,
  maxLength,
  slotProps,
  ...rest
}: FormTextFieldProps<T, O>) {
  const { field, fieldState } = useController({ control, name });
  // Subscribes to the language, so a message shown in it follows a switch.
  const { t } = useTranslation();
  const value = (field.value as string | null | undefined) ?? '';
  const count = maxLength === undefined ? undefined : t('common.characterCount', { used: value.length, max: maxLength });
  const tooLong = maxLength !== undefined && value.length > maxLength;
  const message = fieldState.error?.message && localizeText(fieldState.error.message);
  return (
    <TextField
      {...rest}
      label={label}
      name={field.name}
      inputRef={field.ref}
      value={value}
      onChange={mask ? (event) => field.onChange(mask(event.target.value)) : field.onChange}
      onBlur={(event) => {
        field.onBlur();
        onBlur?.(event);
      }}
      error={Boolean(fieldState.error) || tooLong}
      helperText={message && message !== label ? message : (helperText ?? count)}
      slotProps={slotProps}
    />
  );
}
