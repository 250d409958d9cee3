import { notificationSchema, type Notification } from '@fieldops/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

export const notificationsKey = ['notifications'] as const;

const notificationListSchema = z.array(notificationSchema);

/** GET /notification: every notification of the signed-in user, newest first. */
export const getNotifications = (): Promise<Notification[]> => api.get('/notification', notificationListSchema);

export const notificationsQueryOptions = () =>
  queryOptions({ queryKey: notificationsKey, queryFn: getNotifications, staleTime: 60_000, refetchInterval: 5 * 60_000 });

export const useNotifications = () => useQuery(notificationsQueryOptions());

/** The number the bell's badge shows. */
export const useUnreadCount = () =>
  useQuery({ ...notificationsQueryOptions(), select: (list) => list.filter((n) => n.isRead === 0).length });
