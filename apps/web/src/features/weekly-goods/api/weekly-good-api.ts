import { weeklyGoodSchema, type WeeklyGood, type WeeklyGoodBody } from '@fieldops/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation';

/** Query keys of the feature: the list (DataTable keys start with its endpoint) and one record. */
export const weeklyGoodKeys = {
  all: ['/weekly_good'] as const,
  detail: (id: number) => ['/weekly_good', 'detail', id] as const,
};

/** GET /weekly_good/{id}?skipTracking=true: the edit form reads it without counting a view (spec 3 §9). */
export const getWeeklyGood = (id: number): Promise<WeeklyGood> => api.get(`/weekly_good/${id}?skipTracking=true`, weeklyGoodSchema);

/** Read while `open` (its dialog shown): a closed dialog keeps the record it showed, not read again once deleted. */
export const useWeeklyGood = (id: number | null, open: boolean) =>
  useQuery({ queryKey: weeklyGoodKeys.detail(id ?? 0), queryFn: () => getWeeklyGood(id!), enabled: open && id !== null });

export interface SaveWeeklyGoodInput {
  /** Absent for a new weekly good. */
  id?: number;
  body: WeeklyGoodBody;
  /** The weekly good's version the form was opened on (If-Match); absent to save whatever the version. */
  version?: string;
}

/** POST /weekly_good or PUT /weekly_good/{id}. */
export const saveWeeklyGood = ({ id, body, version }: SaveWeeklyGoodInput): Promise<WeeklyGood> =>
  id ? api.put(`/weekly_good/${id}`, body, weeklyGoodSchema, { ifMatch: version }) : api.post('/weekly_good', body, weeklyGoodSchema);

/** DELETE /weekly_good/{id}: the weekly good goes with its PDF. */
export const deleteWeeklyGood = (id: number): Promise<undefined> => api.delete(`/weekly_good/${id}`);

const useInvalidating = <I, O>(mutationFn: (input: I) => Promise<O>) => useInvalidatingMutation(mutationFn, weeklyGoodKeys.all);

export const useSaveWeeklyGood = () => useInvalidating(saveWeeklyGood);
export const useDeleteWeeklyGood = () => useInvalidating(deleteWeeklyGood);
