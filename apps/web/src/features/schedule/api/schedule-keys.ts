import type { DayRange, ScheduleFilter } from './get-schedule';

/**
 * Query keys of the feature: a saved entry refreshes every range and filter at once. In a file of
 * their own, so the live stream (app/shell/live-updates.ts) refreshes the calendar without loading it.
 */
export const scheduleKeys = {
  entries: ['schedule', 'entries'] as const,
  entriesOf: (filter: ScheduleFilter, range: DayRange | null) => ['schedule', 'entries', filter, range] as const,
  feed: ['schedule', 'feed'] as const,
  types: ['/schedule_types'] as const,
};
