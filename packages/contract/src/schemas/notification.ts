import { z } from 'zod';

/** Notification as the bell lists it; isRead 0 unread, 1 read. */
export const notificationSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  message: z.string(),
  date: z.string(),
  isRead: z.union([z.literal(0), z.literal(1)]),
  link: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationUpdateSchema = z.object({ status: z.literal('read') });
