import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { territoryKeys } from './save-territory';

/** DELETE /territory/{id}: 409 while the territory still has active stores. */
export const deleteTerritory = (id: number): Promise<undefined> => api.delete(`/territory/${id}`);

export const useDeleteTerritory = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTerritory,
    onSettled: () => Promise.all(Object.values(territoryKeys).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
};
