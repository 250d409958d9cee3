import { z } from 'zod';

// In a module without zod: constants.ts (and so the web app's first screen) needs it.
export { OBJECTIVE_STATUS } from './objective-status.js';

/** Newsletter kinds, which are also the CRM contact subscription types. */
export const NEWSLETTER_TYPES = ['win', 'weekly_good', 'e_learning'] as const;
export type NewsletterType = (typeof NEWSLETTER_TYPES)[number];

/** Schedule type colours, ids 1–5 (spec 3 §9). */
export const SCHEDULE_TYPE_COLORS: Record<number, string> = {
  1: '#f57c00',
  2: '#1976d2',
  3: '#9e9e9e',
  4: '#388e3c',
  5: '#00695c',
};

/** brand, trade, objective type, objective status, incomplete reason. */
export const lookupSchema = z.object({ id: z.number().int(), name: z.string() });
export type Lookup = z.infer<typeof lookupSchema>;

export const winTypeSchema = z.object({ id: z.number().int(), label: z.string() });
export type WinType = z.infer<typeof winTypeSchema>;

export const scheduleTypeSchema = z.object({ id: z.number().int(), name: z.string(), color: z.string() });
export type ScheduleType = z.infer<typeof scheduleTypeSchema>;

export const contactSubscriptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(NEWSLETTER_TYPES),
});
export type ContactSubscription = z.infer<typeof contactSubscriptionSchema>;

export const provinceSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
export type ProvinceOption = z.infer<typeof provinceSchema>;
