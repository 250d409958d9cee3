import { FormControlLabel, Switch } from '@mui/material';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface FormSwitchFieldProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
}

/** A 0/1 flag of the contract (isSSR, isOptOut) as a switch. */
export function FormSwitchField<T extends FieldValues, O>({ control, name, label }: FormSwitchFieldProps<T, O>) {
  const { field } = useController({ control, name });
  const value = field.value as unknown;
  return (
    <FormControlLabel
      label={label}
      control={
        <Switch
          name={field.name}
          inputRef={field.ref}
          checked={value === 1 || value === true}
          onChange={(event) => field.onChange(event.target.checked ? 1 : 0)}
          onBlur={field.onBlur}
        />
      }
    />
  );
}
