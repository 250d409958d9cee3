/**
 * The contract's schemas of the sign-in and session answers, in a chunk of their own: the first
 * screen (sign-in, or the shell while it checks the session) loads without zod, which comes with
 * the first answer to parse (`import('./session-schemas')`). The shapes stay the contract's.
 */
import { currentUserSchema } from '@fieldops/contract';

export { currentUserSchema, loginResultSchema } from '@fieldops/contract';

/**
 * The user saved in local storage, which the app starts with when no network answers: one saved by
 * a version before the organisation's zone came with the user has the device's zone until the
 * server answers.
 */
export const savedUserSchema = currentUserSchema.extend({
  timeZone: currentUserSchema.shape.timeZone.catch(() => Intl.DateTimeFormat().resolvedOptions().timeZone),
});
