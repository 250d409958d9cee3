import {
  geoUserRowSchema,
  geoUserSummarySchema,
  geoWeeklySummarySchema,
  geoWeeksSchema,
  geoWeekVisitsSchema,
  pagedEnvelope,
  type GeoUserRow,
  type Paged,
} from '@fieldops/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/download';

/** The query state of the reps table (spec 2 §2: 10 a page, 10/20/40/100). */
export interface GeoTableState {
  page: number;
  perPage: number;
  q: string;
  sort: string;
  week: string;
}

export const useGeoWeeks = () => useQuery({ queryKey: ['geoitem', 'weeks'], queryFn: () => api.get('/geoitem/weeks', geoWeeksSchema) });

export const useGeoWeeklySummary = () =>
  useQuery({
    queryKey: ['geoitem', 'weeklySummary'],
    queryFn: () => api.get('/geoitem/weeklySummary', geoWeeklySummarySchema, { whole: true }),
  });

export const useGeoTopUsers = (state: GeoTableState) =>
  useQuery({
    queryKey: ['geoitem', 'topUsers', state],
    queryFn: () =>
      api.get(
        `/geoitem/topUsers${toQueryString({ page: state.page, perPage: state.perPage, q: state.q.trim() || undefined, sort: state.sort, week: state.week || undefined })}`,
        pagedEnvelope(geoUserRowSchema),
        { whole: true },
      ) as Promise<Paged<GeoUserRow>>,
    placeholderData: keepPreviousData,
  });

export const useGeoUser = (id: number) =>
  useQuery({ queryKey: ['geoitem', 'user', id], queryFn: () => api.get(`/geoitem/user/${id}`, geoUserSummarySchema), enabled: id > 0 });

export const useGeoWeekVisits = (id: number, week: string | null) =>
  useQuery({
    queryKey: ['geoitem', 'user', id, 'week', week],
    queryFn: () => api.get(`/geoitem/user/${id}/week/${week}`, geoWeekVisitsSchema, { whole: true }),
    enabled: id > 0 && !!week,
  });
