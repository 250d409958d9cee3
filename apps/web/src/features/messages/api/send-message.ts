import { messageSentSchema, type MessageSend, type MessageSent } from '@fieldops/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { messageKeys } from './get-messages';

/** POST /message (admins): to a user, a role, a region or a district. */
export const sendMessage = (body: MessageSend): Promise<MessageSent> => api.post('/message', body, messageSentSchema);

export const useSendMessage = () => {
  const queryClient = useQueryClient();
  // The sender may be among the recipients of a role (another admin's copy is theirs, not the sender's).
  return useMutation({ mutationFn: sendMessage, onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }) });
};
