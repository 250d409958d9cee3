import { formDefinitionSchema, type FormDefinitionBody, type FormField } from '@fieldops/contract';
import { ApiError } from '../../../lib/api-client';

/** The form's problems: the whole form's ('fields'), the template name's, and each field's by its ref. */
export interface Problems {
  form?: string;
  templateName?: string;
  byRef: Record<string, string[]>;
}

export const noProblems = (): Problems => ({ byRef: {} });

/** Turns problems keyed by path (`fields.2.meta.maximumSelected`, the contract's and the 422's) into the builder's. */
export function toProblems(errors: Record<string, string[]>, fields: readonly FormField[]): Problems {
  const out = noProblems();
  for (const [path, messages] of Object.entries(errors)) {
    const [head, index] = path.split('.');
    const field = head === 'fields' && index !== undefined ? fields[Number(index)] : undefined;
    if (field) out.byRef[field.ref] = [...new Set([...(out.byRef[field.ref] ?? []), ...messages])];
    else if (head === 'templateName') out.templateName = messages[0];
    else out.form = messages[0];
  }
  return out;
}

/** The contract's judgement of the body before it is sent, so the builder shows the server's own messages; null when it passes. */
export function checkDefinition(body: FormDefinitionBody, fields: readonly FormField[]): Problems | null {
  const checked = formDefinitionSchema.safeParse(body);
  if (checked.success) return null;
  const errors: Record<string, string[]> = {};
  for (const issue of checked.error.issues) (errors[issue.path.join('.')] ??= []).push(issue.message);
  return toProblems(errors, fields);
}

/**
 * Sends the form; when the server answers that removed fields hold stores' answers (409 naming
 * them), asks `confirm` with its message and sends again with `confirmRemoveAnswered`. Resolves
 * false when the admin declines; any other error is thrown.
 */
export async function sendConfirmingRemovals(
  send: (confirmRemoveAnswered: boolean) => Promise<unknown>,
  confirm: (message: string) => Promise<boolean>,
): Promise<boolean> {
  try {
    await send(false);
    return true;
  } catch (error) {
    const message = error instanceof ApiError && error.status === 409 ? error.errors?.confirmRemoveAnswered?.[0] : undefined;
    if (!message) throw error;
    if (!(await confirm(message))) return false;
    await send(true);
    return true;
  }
}
