import { offeredYears } from '@fieldops/contract';
import { format } from 'date-fns';
import type { SelectOption } from './select-field';

/** 'January' … 'December' for months 1–12. */
export const monthName = (month: number) => format(new Date(2000, month - 1, 1), 'MMMM');

export const MONTH_OPTIONS: SelectOption[] = Array.from({ length: 12 }, (_, i) => ({ value: i + 1, label: monthName(i + 1) }));

/** 2018 to next year, judged when called (a tab left open over New Year gains the new year). */
export const yearOptions = (today = new Date()): SelectOption[] => offeredYears(today).map((y) => ({ value: y, label: String(y) }));

/** YYYY-MM-01 of a month, the startDate filters take. */
export const monthStart = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}-01`;
