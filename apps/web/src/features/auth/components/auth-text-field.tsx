import { FormControl, InputLabel, OutlinedInput, type OutlinedInputProps } from '@mui/material';
import { useId } from 'react';

interface AuthTextFieldProps extends Pick<OutlinedInputProps, 'type' | 'autoComplete' | 'autoFocus' | 'name'> {
  label: string;
}

/**
 * An outlined text field as TextField draws it (label, notched outline), built from its parts:
 * TextField also brings Select, Menu and Popover, which the sign-in page does not use, into the
 * page's first load.
 */
export function AuthTextField({ label, ...input }: AuthTextFieldProps) {
  const id = useId();
  return (
    <FormControl variant="outlined" fullWidth>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} label={label} {...input} />
    </FormControl>
  );
}
