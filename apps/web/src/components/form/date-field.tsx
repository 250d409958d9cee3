import { TextField, type SxProps, type Theme } from '@mui/material';
import { Suspense, type ReactNode, type Ref } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { lazyExport } from '../../lib/lazy-export';

export interface DateFieldProps {
  /** The day as the forms and the API keep it: 'YYYY-MM-DD'; '' or null when empty. */
  value: string | null | undefined;
  /** The day typed or picked, 'YYYY-MM-DD'; '' once cleared, `notADay` while the typed date is not a real day. */
  onChange: (value: string) => void;
  /**
   * The value given while the text typed is not a real day (02/30/2026, or one half typed): '' by
   * default, as a native date input gives; a form gives the contract's NOT_A_DAY, which its schema
   * refuses as not real (FormDateField), so the date is neither dropped nor called missing.
   */
  notADay?: string;
  onBlur?: () => void;
  label?: string;
  /** Names the field when it shows no label (the form builder's preview). */
  ariaLabel?: string;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}

const loadDatePicker = () => import('./date-picker-field');
const DatePickerField = lazyExport(loadDatePicker, 'DatePickerField');

/** What the placeholder and the browser's own date input show of the field: its label and state. */
const frameOf = ({ label, required, disabled, error, helperText, size, fullWidth = true, sx }: DateFieldProps) => ({
  label,
  required,
  disabled,
  error,
  helperText,
  size,
  fullWidth,
  sx,
});

/**
 * A date field in the app's language, not the browser's (issue 13): the MUI X date picker, its
 * sections typed in the language's order and its calendar's months and weekdays in that language.
 * Its code loads with the first date field shown, so screens without one carry none of it; until
 * then a text field of the same label and size holds its place.
 */
export function DateField(props: DateFieldProps) {
  const fullWidth = props.fullWidth ?? true;
  const placeholder = (
    <TextField
      {...frameOf(props)}
      value=""
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { readOnly: true, tabIndex: -1, 'aria-label': props.ariaLabel } }}
    />
  );
  return (
    // Without the picker's code (no network before the app was kept on the phone, or a version
    // deployed since the page was opened): the browser's own date input, and the form still works.
    <ErrorBoundary fallback={<NativeDateField {...props} />}>
      <Suspense fallback={placeholder}>
        <DatePickerField {...props} fullWidth={fullWidth} />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * The browser's date input with the field's label and state: 'YYYY-MM-DD' once a whole day is
 * typed, '' once cleared, and `notADay` while what is typed is not a day: the input's value is
 * then '' as for no date, and only `validity.badInput` tells a part left empty or 02/30 from it.
 * Read on each change and on leaving the field (Chromium sends no change while a typed part
 * leaves the value '').
 */
function NativeDateField(props: DateFieldProps) {
  const read = (input: HTMLInputElement) => (input.value === '' && input.validity.badInput ? (props.notADay ?? '') : input.value);
  return (
    <TextField
      {...frameOf(props)}
      type="date"
      value={props.value === props.notADay ? '' : (props.value ?? '')}
      onChange={(event) => props.onChange(read(event.target as HTMLInputElement))}
      onBlur={(event) => {
        const value = read(event.target as HTMLInputElement);
        if (value !== (props.value ?? '')) props.onChange(value);
        props.onBlur?.();
      }}
      name={props.name}
      inputRef={props.inputRef}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-label': props.ariaLabel } }}
    />
  );
}
