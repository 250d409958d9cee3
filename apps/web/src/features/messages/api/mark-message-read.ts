import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { messageKeys } from './get-messages';

/** PUT /message/{id}/readStatus {status:'read'}. */
export const markMessageRead = (id: number): Promise<undefined> => api.put(`/message/${id}/readStatus`, { status: 'read' });

export const useMarkMessageRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMessageRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.mine() }),
  });
};
