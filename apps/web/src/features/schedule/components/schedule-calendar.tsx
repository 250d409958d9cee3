import { SCHEDULE_CALENDAR_HEIGHT, type ScheduleEntry, type ScheduleType } from '@fieldops/contract';
import type { DatesSetArg, EventClickArg, EventDropArg, EventInput } from '@fullcalendar/core';
import frCaLocale from '@fullcalendar/core/locales/fr-ca';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type DateClickArg } from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import { Box, useMediaQuery, useTheme } from '@mui/material';
import { getContrastRatio } from '@mui/material/styles';
import { addDays } from 'date-fns';
import { createFocusTrap, type FocusTrap } from 'focus-trap';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiDay } from '../../../lib/format';
import type { DayRange } from '../api/get-schedule';
import { calendarTexts } from './calendar-texts';
import { orgDay } from '../../../lib/org-today';

const PLUGINS = [dayGridPlugin, listPlugin, interactionPlugin];
/**
 * Every entry is a whole day: the week and day views are day grids (an hour grid would stay empty),
 * and they show every entry of their days, the calendar scrolling; the month keeps three a day and '+N more'.
 */
const EVERY_ENTRY = { dayMaxEvents: false } as const;
/** The calendar's today (its highlight, the month it opens on): the organisation's, as the Add entry button's. */
const orgNow = () => orgDay();
/** FullCalendar's own texts, dates and week numbers in Quebec French; English is built in. */
const LOCALES = [frCaLocale];
/** Grey for a type the server no longer names. */
const UNKNOWN_COLOR = '#757575';
/** White on a dark type colour, near-black on a light one: 4.5:1 at least either way (WCAG 1.4.3). */
const textOn = (color: string) => (getContrastRatio(color, '#ffffff') >= 4.5 ? '#ffffff' : 'rgba(0, 0, 0, 0.87)');

/** FullCalendar's icons are unnamed images inside its named buttons: hidden, the button's name is read. */
const hideIcons = (root: HTMLElement | null) =>
  root?.querySelectorAll('.fc-icon[role="img"]').forEach((icon) => icon.setAttribute('aria-hidden', 'true'));

/** Enter and Space press a control FullCalendar draws as a plain element (the popover's close mark). */
const pressOnKeys = (event: KeyboardEvent) => {
  if (event.key !== 'Enter' && event.key !== ' ') return;
  event.preventDefault();
  (event.currentTarget as HTMLElement).click();
};

/**
 * The '+N more' popover is drawn at the end of the calendar, a hundred Tabs past its link, and its
 * close mark is a plain span: it becomes a dialog named by its day, with a close button, the focus
 * going to its first entry (the close button without one) and kept in it until it closes (Tab from
 * its last control comes back to its first). FullCalendar still closes it on Escape and on a click
 * outside, and the trap is let go when it does.
 */
function openPopover(popover: HTMLElement): FocusTrap {
  popover.setAttribute('role', 'dialog');
  const close = popover.querySelector<HTMLElement>('.fc-popover-close');
  if (close) {
    close.setAttribute('role', 'button');
    close.setAttribute('tabindex', '0');
    close.setAttribute('aria-label', close.title);
    close.addEventListener('keydown', pressOnKeys);
  }
  const first = popover.querySelector<HTMLElement>('.fc-popover-body .fc-event') ?? close;
  // Given back after a dialog over it closes (`covered`), the focus stays on the entry it returned to.
  const inside = () => {
    const focus = document.activeElement;
    return focus instanceof HTMLElement && focus !== popover && popover.contains(focus) ? focus : null;
  };
  return createFocusTrap(popover, {
    initialFocus: () => inside() ?? first ?? popover,
    fallbackFocus: popover,
    escapeDeactivates: false,
    allowOutsideClick: true,
    returnFocusOnDeactivate: false,
  }).activate();
}

interface ScheduleCalendarProps {
  entries: readonly ScheduleEntry[];
  types: readonly ScheduleType[];
  /** Whether the viewer may move (and edit) this entry. */
  canWrite: (entry: ScheduleEntry) => boolean;
  /** Whether clicking a day adds an entry. */
  canAdd: boolean;
  onRangeChange: (range: DayRange) => void;
  onDayClick: (day: string) => void;
  onEntryClick: (entry: ScheduleEntry) => void;
  /** A dragged entry's new day; call `revert` when the move is refused. */
  onEntryMove: (entry: ScheduleEntry, day: string, revert: () => void) => void;
  /**
   * A dialog of the page is open over the calendar (an entry's details, opened from the '+N more'
   * popover too): the popover's focus trap lets the focus go to it, so Escape closes the dialog
   * first, then the popover.
   */
  covered: boolean;
}

/**
 * The schedule calendar (spec 3 §2): month, week, day and list-week views with previous, next and
 * today, 600 px high; every entry an all-day event in its type's colour. It opens on the month, and
 * on a phone on the list of the week, where titles are read whole (seven columns cut them to a few
 * letters). Only the visible days are loaded (`onRangeChange`). Entries are buttons for the keyboard
 * too: Tab reaches them, Enter opens their details.
 */
export function ScheduleCalendar(props: ScheduleCalendarProps) {
  const { entries, types, canWrite, canAdd, onRangeChange, onDayClick, onEntryClick, onEntryMove, covered } = props;
  const { t, i18n } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  // Chosen once: turning the phone keeps the view the reader is on.
  const [initialView] = useState(phone ? 'listWeek' : 'dayGridMonth');
  const texts = calendarTexts(t, i18n.language);
  const views = useMemo(() => ({ dayGridWeek: { ...EVERY_ENTRY, ...texts.views?.dayGridWeek }, dayGridDay: EVERY_ENTRY }), [texts.views]);
  const typeOf = useMemo(() => new Map(types.map((type) => [type.id, type])), [types]);

  const events = useMemo<EventInput[]>(
    () =>
      entries.map((entry) => {
        const type = typeOf.get(entry.scheduleTypeID);
        const color = type?.color ?? UNKNOWN_COLOR;
        return {
          id: String(entry.id),
          title: t('schedule.eventTitle', { type: type?.name ?? '', name: entry.user.name }),
          start: entry.date,
          allDay: true,
          backgroundColor: color,
          borderColor: color,
          textColor: textOn(color),
          startEditable: canWrite(entry),
          extendedProps: { entry },
        };
      }),
    [entries, typeOf, canWrite, t],
  );

  const rootRef = useRef<HTMLDivElement>(null);
  // FullCalendar redraws its toolbar on its own (view, dates): the icons are hidden after each redraw.
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    hideIcons(root);
    const observer = new MutationObserver(() => hideIcons(root));
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
  // The '+N more' link that opened the popover: the focus goes back to it when the popover closes
  // (Escape, its close button, a click outside) while the focus was in it.
  const moreOpener = useRef<HTMLElement | null>(null);
  const popoverTrap = useRef<FocusTrap | null>(null);
  // Leaving the screen with the popover open lets its trap go too.
  useEffect(() => () => void popoverTrap.current?.deactivate(), []);
  useEffect(() => {
    if (covered) popoverTrap.current?.pause();
    else popoverTrap.current?.unpause();
  }, [covered]);
  const entryOf = (arg: { event: { extendedProps: Record<string, unknown> } }) => arg.event.extendedProps.entry as ScheduleEntry;

  return (
    <Box
      ref={rootRef}
      sx={{
        '& .fc': { fontSize: 14 },
        '& .fc-toolbar-title': { fontSize: '1.25rem' },
        // On a phone the three parts of the toolbar do not fit on one line: they wrap instead of
        // pushing the view buttons off screen.
        '& .fc-header-toolbar': { flexWrap: 'wrap', gap: 1 },
        '& .fc-daygrid-day': { cursor: canAdd ? 'pointer' : 'default' },
        // The week and day views have the room of a whole column for an entry: its title wraps, whole.
        '& .fc-dayGridWeek-view .fc-daygrid-event, & .fc-dayGridDay-view .fc-daygrid-event': { whiteSpace: 'normal' },
        // The days of the next and previous months: FullCalendar fades them to 1.9:1, grey enough at 5.7:1.
        '& .fc-day-other .fc-daygrid-day-top': { opacity: 1, color: 'text.secondary' },
        // FullCalendar's own focus marks are faint: a clear ring on its buttons, entries and links.
        '& .fc-button:focus-visible, & .fc-event:focus-visible, & .fc a:focus-visible': {
          outline: (theme) => `2px solid ${theme.palette.primary.main}`,
          outlineOffset: 1,
        },
      }}
    >
      <FullCalendar
        plugins={PLUGINS}
        initialView={initialView}
        now={orgNow}
        locales={LOCALES}
        locale={i18n.language === 'fr' ? 'fr-ca' : 'en'}
        height={SCHEDULE_CALENDAR_HEIGHT}
        headerToolbar={{ left: 'prev,next today', center: 'title', right: 'dayGridMonth,dayGridWeek,dayGridDay,listWeek' }}
        {...texts}
        views={views}
        firstDay={0}
        dayMaxEvents={3}
        events={events}
        // Every entry is reached by Tab and opened by Enter or Space (its details, where it is edited or moved).
        eventInteractive
        eventDidMount={(arg) => {
          const control = arg.el.tagName === 'A' ? arg.el : arg.el.querySelector('a');
          control?.setAttribute('role', 'button');
        }}
        editable
        eventDurationEditable={false}
        datesSet={(arg: DatesSetArg) => onRangeChange({ start: toApiDay(arg.start), end: toApiDay(addDays(arg.end, -1)) })}
        // A day cell shows its entries too, not only the day number that names it: named by its content.
        // The '+N more' popover is a day cell too, named by its title.
        dayCellDidMount={(arg) => {
          if (arg.el.classList.contains('fc-popover')) popoverTrap.current = openPopover(arg.el);
          else arg.el.removeAttribute('aria-labelledby');
        }}
        dayCellWillUnmount={(arg) => {
          if (!arg.el.classList.contains('fc-popover')) return;
          popoverTrap.current?.deactivate();
          popoverTrap.current = null;
          const focus = document.activeElement;
          if (!focus || focus === document.body || arg.el.contains(focus)) moreOpener.current?.focus();
          moreOpener.current = null;
        }}
        closeHint={t('shell.close')}
        // '+3 more' opens a popover of the day's entries: a button that says whether it is open.
        moreLinkDidMount={(arg) => arg.el.setAttribute('role', 'button')}
        moreLinkClick={(arg) => {
          moreOpener.current = (arg.jsEvent.target as HTMLElement | null)?.closest<HTMLElement>('.fc-more-link') ?? null;
          return 'popover';
        }}
        dateClick={(arg: DateClickArg) => {
          if (canAdd) onDayClick(toApiDay(arg.date));
        }}
        eventClick={(arg: EventClickArg) => {
          arg.jsEvent.preventDefault();
          onEntryClick(entryOf(arg));
        }}
        eventDrop={(arg: EventDropArg) => {
          if (!arg.event.start) return arg.revert();
          onEntryMove(entryOf(arg), toApiDay(arg.event.start), arg.revert);
        }}
      />
    </Box>
  );
}
