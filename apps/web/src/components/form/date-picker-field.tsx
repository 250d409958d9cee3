import type { DateBuilderReturnType, PickersLocaleText } from '@mui/x-date-pickers';
import { useForkRef } from '@mui/material';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { Locale } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';
import { use, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { orgToday } from '../../lib/org-today';
import type { DateFieldProps } from './date-field';
import { dateValue, toDate } from './date-value';

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
 * date-fns for the pickers, with the organisation's today (lib/org-today.ts) for "now": the day the
 * calendar marks as today and opens on when the field is empty, the month and year it marks as
 * current. Otherwise the device's own day: a day early for a rep in Vancouver after 9 pm.
 */
class OrgDayAdapter extends AdapterDateFns {
  constructor(...args: ConstructorParameters<typeof AdapterDateFns>) {
    super(...args);
    const date = this.date;
    this.date = <T extends string | null | undefined>(value?: T) =>
      (value === undefined ? orgToday() : date(value)) as DateBuilderReturnType<T>;
  }
}

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
  // The picker keeps the date being typed (an invalid Date, or null while a part is still empty)
  // while the form holds `notADay`; a new value from outside (a reset, a server's record) replaces it.
  const text = value ?? '';
  const [date, setDate] = useState(() => toDate(text));
  /** Whether a part of the date is typed while the picker gives none (03/__/2027). */
  const [halfTyped, setHalfTyped] = useState(false);
  const [seen, setSeen] = useState(text);
  /** A new picker, its parts empty: the only way to clear a half-typed date, the picker's value being null already. */
  const [generation, setGeneration] = useState(0);
  const hiddenInput = useRef<HTMLInputElement>(null);
  const handleInputRef = useForkRef(inputRef, hiddenInput);
  if (text !== seen) {
    setSeen(text);
    if (text !== dateValue(date, halfTyped, notADay)) {
      setDate(toDate(text));
      if (halfTyped) {
        setHalfTyped(false);
        setGeneration((n) => n + 1);
      }
    }
  }

  const report = (next: Date | null, typed: boolean) => {
    setDate(next);
    setHalfTyped(!next && typed);
    const nextText = dateValue(next, typed, notADay);
    if (nextText === seen) return;
    setSeen(nextText);
    onChange(nextText);
  };
  /**
   * The picker gives no date (null) while a part is empty, and says nothing as parts are typed into
   * an empty field (MUI X v8 on, issue mui/mui-x#17499): its hidden input, '' only while every part
   * is empty, tells a half-typed date from none. Checked once the picker has given null, after a key
   * (a paste by keyboard too) and on leaving the field.
   */
  const settle = (force = false) => {
    if (date) return;
    const typed = (hiddenInput.current?.value ?? '') !== '';
    if (force || typed !== halfTyped) report(null, typed);
  };
  const nullGiven = useRef(false);
  useLayoutEffect(() => {
    if (!nullGiven.current) return;
    nullGiven.current = false;
    settle(true);
  });

  return (
    <LocalizationProvider dateAdapter={OrgDayAdapter} adapterLocale={fr?.locale ?? enUS} localeText={fr?.texts}>
      <DatePicker
        key={generation}
        value={date}
        onChange={(next) => {
          if (next) return report(next, true);
          // A part cleared, or all of them: the sections, rendered, decide.
          nullGiven.current = true;
          setDate(null);
        }}
        format={fr?.format}
        label={label}
        name={name}
        inputRef={handleInputRef}
        disabled={disabled}
        sx={sx}
        slotProps={{
          textField: {
            required,
            error,
            helperText,
            size,
            fullWidth,
            onKeyUp: () => settle(),
            onBlur: () => {
              settle();
              onBlur?.();
            },
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
