import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contactKeys } from './contact-keys';

/** DELETE /contact/{id}. */
export const deleteContact = (id: number): Promise<undefined> => api.delete(`/contact/${id}`);

export const useDeleteContact = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteContact, onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.all }) });
};
