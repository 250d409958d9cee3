import { formDefinitionSchema, type FormDefinitionBody, type FormField } from '@fieldops/contract';

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
