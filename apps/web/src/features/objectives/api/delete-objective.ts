import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { objectivesKey } from './get-objective';

/** DELETE /objective/{id}. */
export const deleteObjective = (id: number): Promise<undefined> => api.delete(`/objective/${id}`);

export const useDeleteObjective = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteObjective, onSuccess: () => queryClient.invalidateQueries({ queryKey: objectivesKey }) });
};
