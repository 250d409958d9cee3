import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { storesKey } from './get-store';

/** DELETE /store/{id}: the store leaves the lists (its history stays on the server). */
export const deleteStore = (id: number): Promise<undefined> => api.delete(`/store/${id}`);

export const useDeleteStore = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteStore, onSuccess: () => queryClient.invalidateQueries({ queryKey: storesKey }) });
};
