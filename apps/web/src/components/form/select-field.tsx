import { MenuItem, TextField, type TextFieldProps } from '@mui/material';

export interface SelectOption {
  value: number;
  label: string;
}

export type SelectFieldProps = Omit<TextFieldProps, 'select' | 'value' | 'onChange' | 'children'> & {
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  options: readonly SelectOption[];
  /** A first entry meaning 'none' or 'all' (e.g. 'All Regions'); without it none is offered. */
  emptyLabel?: string;
};

/**
 * A select of numeric ids. null, undefined and 0 show as nothing chosen, so a form can hold 0
 * for 'not picked yet' (the contract's required ids treat 0 as missing).
 */
export function SelectField({ value, onChange, options, emptyLabel, slotProps, ...rest }: SelectFieldProps) {
  const known = value ? options.some((o) => o.value === value) : false;
  return (
    <TextField
      {...rest}
      select
      value={known ? String(value) : ''}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      slotProps={{
        ...slotProps,
        select: { displayEmpty: emptyLabel !== undefined, MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } },
        // With an 'All …' entry the label stays above the field, which is never blank.
        inputLabel: emptyLabel !== undefined ? { shrink: true } : slotProps?.inputLabel,
      }}
    >
      {emptyLabel !== undefined && <MenuItem value="">{emptyLabel}</MenuItem>}
      {options.map((o) => (
        <MenuItem key={o.value} value={String(o.value)}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
