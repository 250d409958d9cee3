import { z } from 'zod';
import { inboxMessages } from '../messages-messages.js';
import { ROLE, roleIdSchema } from '../roles.js';
import { MAX_ID, requiredText } from './form-fields.js';
import { notificationSchema } from './notification.js';

const F = inboxMessages.inbox.fields;

/** A message in its recipient's list (GET /user/me/messages); isRead 0 unread, 1 read. */
export const messageSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  message: z.string(),
  date: z.string(),
  isRead: z.union([z.literal(0), z.literal(1)]),
  /** The sender's name; null once the sender is gone. */
  from: z.string().nullable(),
});
export type Message = z.infer<typeof messageSchema>;

/** PUT /message/{id}/readStatus, the same body as a notification's. */
export const messageReadStatusSchema = z.object({ status: z.literal('read') });

export const MESSAGE_RECIPIENTS = ['user', 'role', 'region', 'district'] as const;
export type MessageRecipients = (typeof MESSAGE_RECIPIENTS)[number];
export const MESSAGE_SUBJECT_MAX = 200;
export const MESSAGE_BODY_MAX = 5000;

/** An id picked in the form; absent, null or 0 is none. */
const pickedId = z
  .union([z.number().int().min(0).max(MAX_ID), z.null()])
  .optional()
  .transform((v) => (v ? v : null));

const isRecipients = (value: unknown): value is MessageRecipients => MESSAGE_RECIPIENTS.some((r) => r === value);

/**
 * POST /message (admins, DESIGN §4): to one user, to everyone of a role, or to everyone whose area
 * lies in a region or a district (its manager, supervisors and reps). Only the id the choice
 * needs is read; it is required ('User', 'Role', 'Region' or 'District' when missing).
 */
export const messageSendSchema = z
  .object({
    to: z.enum(MESSAGE_RECIPIENTS, { error: F.to }),
    userID: pickedId,
    role: z
      .union([roleIdSchema, z.null()])
      .optional()
      .transform((v) => v ?? null),
    regionID: pickedId,
    districtID: pickedId,
    subject: requiredText(F.subject, MESSAGE_SUBJECT_MAX),
    message: requiredText(F.message, MESSAGE_BODY_MAX),
  })
  .superRefine(
    (v, ctx) => {
      const needed = {
        user: ['userID', v.userID],
        role: ['role', v.role],
        region: ['regionID', v.regionID],
        district: ['districtID', v.districtID],
      } as const;
      const [field, value] = needed[v.to];
      // Missing as a required field is (isMissingIssue): 'Some fields are required!' names it.
      if (value === null || value === undefined)
        ctx.addIssue({ code: 'invalid_type', expected: 'number', input: value, path: [field], message: F[field] });
    },
    // Runs beside the other fields' own problems, so one answer lists them all.
    { when: (payload) => isRecipients((payload.value as { to?: unknown } | null)?.to) },
  );
export type MessageSendInput = z.input<typeof messageSendSchema>;
export type MessageSend = z.output<typeof messageSendSchema>;

export const messageSentSchema = z.object({ batchId: z.number().int(), recipients: z.number().int() });
export type MessageSent = z.infer<typeof messageSentSchema>;

/**
 * What GET /notification/stream sends (Server-Sent Events, one JSON `data` per event): `ready` once
 * connected, then `notification` and `message` as they are created for the signed-in user, and
 * `notificationsRemoved` when notices of theirs are deleted (their objective gone or out of reach).
 */
export const liveEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('notification'), notification: notificationSchema }),
  z.object({ type: z.literal('message'), message: messageSchema }),
  z.object({ type: z.literal('notificationsRemoved'), ids: z.array(z.number().int()) }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;

/** Roles a message can be sent to, in the compose screen's order. */
export const MESSAGE_ROLES = [ROLE.admin, ROLE.regionalManager, ROLE.districtSupervisor, ROLE.fieldSalesRep] as const;
