import { notificationSchema, type Notification } from '@fieldops/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

export const notificationsKey = ['notifications'] as const;

const notificationListSchema = z.array(notificationSchema);

/** GET /notification: every notification of the signed-in user, newest first. */
export const getNotifications = (): Promise<Notification[]> => api.get('/notification', notificationListSchema);

/**
 * How often the bell asks for news while the app is open: an approval or a reopened result reaches
 * the rep within a minute, and at once when the tab comes back into focus or the bell is opened.
 */
const NOTIFICATIONS_POLL_MS = 60_000;

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationsKey,
    queryFn: getNotifications,
    staleTime: 15_000,
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchOnWindowFocus: true,
  });

export const useNotifications = () => useQuery(notificationsQueryOptions());

/** The number the bell's badge shows. */
export const useUnreadCount = () =>
  useQuery({ ...notificationsQueryOptions(), select: (list) => list.filter((n) => n.isRead === 0).length });
