import { isOfferedYear } from '../calc.js';
import { FIRST_YEAR } from '../constants.js';
import { newsletterMessages } from '../messages-newsletters.js';

/**
 * The years the app offers for a content date (news, weekly goods, newsletters, playbooks): 2018
 * to next year (DESIGN §4, Years). A day typed outside them (1900-01-15, 2999-12-15) is refused
 * with the same message wherever it is typed.
 */

/** A year of `YYYY-…` within the offered years. */
export const offeredYearOf = (day: string) => isOfferedYear(Number(day.slice(0, 4)), new Date());

export const yearRangeMessage = newsletterMessages.yearRange.replace('{{first}}', String(FIRST_YEAR));
