import type { CalendarOptions } from '@fullcalendar/core';
import type { TFunction } from 'i18next';

/**
 * The week view's day headers in French: 'lun. 30 nov.' (fr-ca's own format writes 'lun. 11-30',
 * month first, as a date no Quebec reader would write). English keeps FullCalendar's 'Sun 11/29'.
 */
export const FRENCH_WEEK_DAY_HEADER = { weekday: 'short', day: 'numeric', month: 'short' } as const;
/** Kept as constants: FullCalendar compares `views` by identity, and a new object would rebuild the view. */
const FRENCH_VIEWS = { dayGridWeek: { dayHeaderFormat: FRENCH_WEEK_DAY_HEADER } };
const NO_VIEWS = {};

/**
 * FullCalendar's texts from the catalog: the buttons, their hints, and the list view's column
 * names ('Time', 'Event'), which its fr-ca locale leaves in English.
 */
export function calendarTexts(t: TFunction, language: string): CalendarOptions {
  return {
    buttonText: {
      today: t('schedule.views.today'),
      month: t('schedule.views.month'),
      week: t('schedule.views.week'),
      day: t('schedule.views.day'),
      list: t('schedule.views.list'),
    },
    buttonHints: { prev: t('schedule.views.previous'), next: t('schedule.views.next'), today: t('schedule.views.today') },
    timeHint: t('schedule.views.time'),
    eventHint: t('schedule.views.event'),
    views: language === 'fr' ? FRENCH_VIEWS : NO_VIEWS,
  };
}
