import { ApiError } from './api-client';

/**
 * Sends a write that may delete data people gathered; when the server refuses it for that (409
 * whose `errors[flag]` names what would be lost: a form's answered fields, an objective's worked
 * store results), asks `confirm` with that message and sends again with the flag set. Resolves
 * false when the admin declines (nothing was written); any other error is thrown.
 */
export async function sendConfirmingRemovals(
  flag: string,
  send: (confirmed: boolean) => Promise<unknown>,
  confirm: (message: string) => Promise<boolean>,
): Promise<boolean> {
  try {
    await send(false);
    return true;
  } catch (error) {
    const message = error instanceof ApiError && error.status === 409 ? error.errors?.[flag]?.[0] : undefined;
    if (!message) throw error;
    if (!(await confirm(message))) return false;
    await send(true);
    return true;
  }
}
