import { scheduleEntrySchema, type ScheduleEntry, type ScheduleEntryBody } from '@fieldops/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation';
import { scheduleKeys } from './get-schedule';

export interface SaveEntryInput {
  /** Absent for a new entry. */
  id?: number;
  body: ScheduleEntryBody;
}

/** POST /schedule or PUT /schedule/{id} (a move by dragging sends the whole entry with its new date). */
export const saveEntry = ({ id, body }: SaveEntryInput): Promise<ScheduleEntry> =>
  id ? api.put(`/schedule/${id}`, body, scheduleEntrySchema) : api.post('/schedule', body, scheduleEntrySchema);

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
