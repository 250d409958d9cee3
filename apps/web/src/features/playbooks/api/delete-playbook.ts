import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { playbookKeys } from './get-playbook';

/** DELETE /playbook/{id}: the playbook with its PDF and its views. */
export const deletePlaybook = (id: number): Promise<undefined> => api.delete(`/playbook/${id}`);

export const useDeletePlaybook = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePlaybook, onSuccess: () => queryClient.invalidateQueries({ queryKey: playbookKeys.all }) });
};
