/**
 * The contract's schemas of the sign-in and session answers, in a chunk of their own: the first
 * screen (sign-in, or the shell while it checks the session) loads without zod, which comes with
 * the first answer to parse (`import('./session-schemas')`). The shapes stay the contract's.
 */
export { currentUserSchema, loginResultSchema } from '@fieldops/contract';
