import { scheduleEntrySchema, scheduleTypeSchema, type ScheduleEntry, type ScheduleType } from '@fieldops/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/download';
import { scheduleKeys } from './schedule-keys';

/** What the calendar shows: one rep, one district, or (both null) every calendar of the caller's area. */
export interface ScheduleFilter {
  districtID: number | null;
  userID: number | null;
}

/** The days the calendar shows, both included (YYYY-MM-DD). */
export interface DayRange {
  start: string;
  end: string;
}

/** GET /schedule/user/{id}, GET /district/{id}/schedule or GET /schedule, for the days shown. */
export function fetchSchedule(filter: ScheduleFilter, range: DayRange): Promise<ScheduleEntry[]> {
  const path = filter.userID
    ? `/schedule/user/${filter.userID}`
    : filter.districtID
      ? `/district/${filter.districtID}/schedule`
      : '/schedule';
  return api.get(`${path}${toQueryString({ start: range.start, end: range.end })}`, z.array(scheduleEntrySchema));
}

export const useScheduleEntries = (filter: ScheduleFilter, range: DayRange | null) =>
  useQuery({
    queryKey: scheduleKeys.entriesOf(filter, range),
    queryFn: () => fetchSchedule(filter, range!),
    enabled: range !== null,
    placeholderData: keepPreviousData,
  });

/**
 * GET /schedule_types: the five types with their colours (spec 3 §9), each named in the reader's
 * language (the catalog's `schedule.typeNames` by id; the server's English name for any other id).
 */
export function useScheduleTypes() {
  const { t } = useTranslation();
  const inLanguage = useCallback(
    (types: ScheduleType[]) => types.map((type) => ({ ...type, name: t(`schedule.typeNames.${type.id}`, { defaultValue: type.name }) })),
    [t],
  );
  return useQuery({
    queryKey: scheduleKeys.types,
    queryFn: () => api.get('/schedule_types', z.array(scheduleTypeSchema)),
    staleTime: 5 * 60_000,
    select: inLanguage,
  });
}

/** GET /user/search?type=4: the reps whose name matches, of one district when one is chosen. */
