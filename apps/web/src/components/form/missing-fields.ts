import { isMissingIssue } from '@fieldops/contract';
import type { ZodType } from 'zod';

/**
 * The fields the contract schema finds missing in `values` (absent, blank or 0), by the same
 * rule the server uses for 'Some fields are required!', in the schema's order.
 */
export function missingFields(schema: ZodType, values: unknown): string[] {
  const result = schema.safeParse(values);
  if (result.success) return [];
  const names = result.error.issues
    .filter((issue) => isMissingIssue(issue as Parameters<typeof isMissingIssue>[0]))
    .map((issue) => String(issue.path[0] ?? ''));
  return [...new Set(names)].filter(Boolean);
}
