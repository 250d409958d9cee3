import type { PickersLocaleText } from '@mui/x-date-pickers';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { format, isValid, parse, type Locale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { use, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import type { DateFieldProps } from './date-field';

const DAY_FORMAT = 'yyyy-MM-dd';

/** '' or null is no date; anything else the day it names (an unreadable one: no date). */
function toDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = parse(value, DAY_FORMAT, new Date());
  return isValid(date) ? date : null;
}

/** The form's value: '' for no date, `notADay` for a typed one that is not a real day. */
const toText = (date: Date | null, notADay: string): string => {
  if (!date) return '';
  return isValid(date) ? format(date, DAY_FORMAT) : notADay;
};

interface French {
  locale: Locale;
  texts: Partial<PickersLocaleText>;
  /** fr-CA writes a day as Intl does, 2026-03-15: date-fns's short fr-CA date has a two-digit year. */
  format: string;
}
let french: Promise<French> | undefined;

/** The picker's French texts and date-fns's fr-CA, fetched the first time a date field shows in French. */
const frenchLocale = () =>
  (french ??= import('./date-picker-french').then(({ frCA, frFR }) => ({
    locale: frCA,
    texts: frFR.components.MuiLocalizationProvider.defaultProps.localeText,
    format: 'yyyy-MM-dd',
  })));

/**
 * The date picker behind DateField (loaded with the first one shown). The field takes the day as the
 * language writes it (MM/DD/YYYY; fr-CA AAAA-MM-JJ); the language's date-fns locale gives the
 * calendar's first day of the week and its month and weekday names; the package's texts name its
 * buttons and the sections' placeholders. In French it
 * suspends until those are there.
 */
export function DatePickerField({
  value,
  onChange,
  notADay = '',
  onBlur,
  label,
  ariaLabel,
  name,
  inputRef,
  required,
  disabled,
  error,
  helperText,
  size,
  fullWidth,
  sx,
}: DateFieldProps) {
  useTranslation(); // follows a switch of language
  const fr = currentLanguage() === 'fr' ? use(frenchLocale()) : undefined;
  // The picker keeps the date being typed (an invalid Date) while the form holds `notADay`; a new
  // value from outside (a reset, a server's record) replaces it.
  const text = value ?? '';
  const [date, setDate] = useState(() => toDate(text));
  const [seen, setSeen] = useState(text);
  if (text !== seen) {
    setSeen(text);
    if (text !== toText(date, notADay)) setDate(toDate(text));
  }

  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={fr?.locale ?? enUS} localeText={fr?.texts}>
      <DatePicker
        value={date}
        onChange={(next) => {
          setDate(next);
          const nextText = toText(next, notADay);
          setSeen(nextText);
          onChange(nextText);
        }}
        format={fr?.format}
        label={label}
        name={name}
        inputRef={inputRef}
        disabled={disabled}
        sx={sx}
        slotProps={{
          textField: {
            required,
            error,
            helperText,
            size,
            fullWidth,
            onBlur,
            slotProps: {
              inputLabel: { shrink: true },
              // Without a label the group of sections is named by `ariaLabel`.
              input: label ? undefined : { 'aria-label': ariaLabel, 'aria-labelledby': undefined },
            },
          },
        }}
      />
    </LocalizationProvider>
  );
}
