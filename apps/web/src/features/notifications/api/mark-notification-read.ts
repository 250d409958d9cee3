import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationsKey } from './get-notifications';

/** PUT /notification/{id} {status:'read'}: an unread notification becomes read when clicked. */
export const markNotificationRead = (id: number): Promise<undefined> => api.put(`/notification/${id}`, { status: 'read' });

export const useMarkNotificationRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
};
