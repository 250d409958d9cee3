import { SCHEDULE_CALENDAR_HEIGHT, type ScheduleEntry, type ScheduleType } from '@fieldops/contract';
import type { DatesSetArg, EventClickArg, EventDropArg, EventInput } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type DateClickArg } from '@fullcalendar/interaction';
import listPlugin from '@fullcalendar/list';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import { Box } from '@mui/material';
import { addDays } from 'date-fns';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toApiDay } from '../../../lib/format';
import type { DayRange } from '../api/get-schedule';

const PLUGINS = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin];
/** Grey for a type the server no longer names. */
const UNKNOWN_COLOR = '#757575';

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
}

/**
 * The schedule calendar (spec 3 §2): month, week, day and list-week views with previous, next and
 * today, 600 px high; every entry an all-day event in its type's colour. Only the visible days
 * are loaded (`onRangeChange`). Entries are buttons for the keyboard too: Tab reaches them, Enter
 * opens their details.
 */
export function ScheduleCalendar(props: ScheduleCalendarProps) {
  const { entries, types, canWrite, canAdd, onRangeChange, onDayClick, onEntryClick, onEntryMove } = props;
  const { t } = useTranslation();
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
          startEditable: canWrite(entry),
          extendedProps: { entry },
        };
      }),
    [entries, typeOf, canWrite, t],
  );

  const entryOf = (arg: { event: { extendedProps: Record<string, unknown> } }) => arg.event.extendedProps.entry as ScheduleEntry;

  return (
    <Box
      sx={{
        '& .fc': { fontSize: 14 },
        '& .fc-toolbar-title': { fontSize: '1.25rem' },
        '& .fc-daygrid-day': { cursor: canAdd ? 'pointer' : 'default' },
        // FullCalendar's own focus marks are faint: a clear ring on its buttons, entries and links.
        '& .fc-button:focus-visible, & .fc-event:focus-visible, & .fc a:focus-visible': {
          outline: (theme) => `2px solid ${theme.palette.primary.main}`,
          outlineOffset: 1,
        },
      }}
    >
      <FullCalendar
        plugins={PLUGINS}
        initialView="dayGridMonth"
        height={SCHEDULE_CALENDAR_HEIGHT}
        headerToolbar={{ left: 'prev,next today', center: 'title', right: 'dayGridMonth,timeGridWeek,timeGridDay,listWeek' }}
        buttonText={{
          today: t('schedule.views.today'),
          month: t('schedule.views.month'),
          week: t('schedule.views.week'),
          day: t('schedule.views.day'),
          list: t('schedule.views.list'),
        }}
        buttonHints={{ prev: t('schedule.views.previous'), next: t('schedule.views.next'), today: t('schedule.views.today') }}
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
        // Entries are whole days: a drop on an hour of the week or day view is refused.
        eventAllow={(drop) => drop.allDay}
        datesSet={(arg: DatesSetArg) => onRangeChange({ start: toApiDay(arg.start), end: toApiDay(addDays(arg.end, -1)) })}
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
