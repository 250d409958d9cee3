import { format } from 'date-fns';
import type { SelectOption } from '../../../components/form';

/** 'January' … 'December' for months 1–12. */
export const monthName = (month: number) => format(new Date(2000, month - 1, 1), 'MMMM');

export const MONTH_OPTIONS: SelectOption[] = Array.from({ length: 12 }, (_, i) => ({ value: i + 1, label: monthName(i + 1) }));

export const yearOptions = (years: number[]): SelectOption[] => years.map((y) => ({ value: y, label: String(y) }));

/** YYYY-MM-01 of a month, the startDate filters take. */
export const monthStart = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}-01`;
