import { offeredYears } from '@fieldops/contract';
import { monthName } from '../../lib/format';
import type { SelectOption } from './select-field';
import { orgToday } from '../../lib/org-today';

/** 'January' … 'December' for months 1–12, in the app's language. */
export { monthName };

/** The twelve months as options, named in the language of the moment (call it while rendering). */
export const monthOptions = (): SelectOption[] => Array.from({ length: 12 }, (_, i) => ({ value: i + 1, label: monthName(i + 1) }));

/** 2018 to next year, judged when called (a tab left open over New Year gains the new year). */
export const yearOptions = (today = orgToday()): SelectOption[] => offeredYears(today).map((y) => ({ value: y, label: String(y) }));

/** YYYY-MM-01 of a month, the startDate filters take. */
export const monthStart = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}-01`;
