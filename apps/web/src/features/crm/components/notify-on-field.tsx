import type { ContactSubscription } from '@fieldops/contract';
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';
import { useId } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

interface NotifyOnFieldProps<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  options: readonly ContactSubscription[];
  disabled?: boolean;
}

/** `notifyOn`: a checkbox per subscription type, kept as the ids in strings (spec 3 §3). */
export function NotifyOnField<T extends FieldValues, O>({ control, name, label, options, disabled }: NotifyOnFieldProps<T, O>) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const chosen = new Set(((field.value as readonly (string | number)[] | undefined) ?? []).map(String));
  const toggle = (value: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(value);
    else next.delete(value);
    field.onChange([...next].sort((a, b) => Number(a) - Number(b)));
  };
  return (
    <FormControl component="fieldset" error={Boolean(fieldState.error)} disabled={disabled}>
      <FormLabel component="legend" id={`${id}-label`}>
        {label}
      </FormLabel>
      <FormGroup row aria-labelledby={`${id}-label`}>
        {options.map((o) => (
          <FormControlLabel
            key={o.id}
            label={o.name}
            control={<Checkbox checked={chosen.has(String(o.id))} onChange={(event) => toggle(String(o.id), event.target.checked)} />}
          />
        ))}
      </FormGroup>
      {fieldState.error?.message && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}
