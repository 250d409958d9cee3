import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadCatalog } from '../../../i18n';
import { calendarTexts, FRENCH_WEEK_DAY_HEADER } from './calendar-texts';

describe('the schedule calendar’s texts', () => {
  beforeAll(() => loadCatalog('fr'));

  it('names the list view’s columns in the reader’s language', () => {
    expect(calendarTexts(i18n.getFixedT('fr'), 'fr')).toMatchObject({ timeHint: 'Heure', eventHint: 'Événement' });
    expect(calendarTexts(i18n.getFixedT('en'), 'en')).toMatchObject({ timeHint: 'Time', eventHint: 'Event' });
  });

  it('writes the French week view’s days as day and month, not 11-30; English keeps FullCalendar’s', () => {
    const french = calendarTexts(i18n.getFixedT('fr'), 'fr').views?.dayGridWeek;
    expect(french).toEqual({ dayHeaderFormat: FRENCH_WEEK_DAY_HEADER });
    expect(new Intl.DateTimeFormat('fr-CA', FRENCH_WEEK_DAY_HEADER).format(new Date(2026, 10, 30))).toBe('lun. 30 nov.');
    expect(calendarTexts(i18n.getFixedT('en'), 'en').views).toEqual({});
    // The same object on every render: FullCalendar would otherwise rebuild the view.
    expect(calendarTexts(i18n.getFixedT('fr'), 'fr').views).toBe(calendarTexts(i18n.getFixedT('fr'), 'fr').views);
  });
});
