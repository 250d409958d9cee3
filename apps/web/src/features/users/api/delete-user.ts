import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usersKey } from './get-user';

/** DELETE /user/{id}: the user is signed out and frees their territory; 409 for oneself. */
export const deleteUser = (id: number): Promise<undefined> => api.delete(`/user/${id}`);

export const useDeleteUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSettled: () => Promise.all([usersKey, ['/territory']].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
};
