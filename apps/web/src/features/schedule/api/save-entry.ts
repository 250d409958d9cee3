import { scheduleEntrySchema, type ScheduleEntry, type ScheduleEntryBody } from '@fieldops/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation';
import { scheduleKeys } from './schedule-keys';

export interface SaveEntryInput {
  /** Absent for a new entry. */
  id?: number;
  body: ScheduleEntryBody;
  /** The entry's version the write was made on (If-Match); absent to save whatever the version. */
  version?: string;
}

/**
 * POST /schedule or PUT /schedule/{id} (a move by dragging sends the whole entry with its new date,
 * on the version the calendar shows: refused when someone has changed the entry since).
 */
export const saveEntry = ({ id, body, version }: SaveEntryInput): Promise<ScheduleEntry> =>
  id ? api.put(`/schedule/${id}`, body, scheduleEntrySchema, { ifMatch: version }) : api.post('/schedule', body, scheduleEntrySchema);

export const useSaveEntry = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEntry,
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.entries }),
  });
};

/** DELETE /schedule/{id}. */
export const useDeleteEntry = () =>
  useInvalidatingMutation((id: number): Promise<undefined> => api.delete(`/schedule/${id}`), scheduleKeys.entries);
