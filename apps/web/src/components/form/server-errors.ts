import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';

/**
 * Puts the field messages of a failed save (422 validation, 409 e-mail taken…) on the form's
 * fields. Returns the fields it marked; none means the caller should show the error otherwise.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly FieldPath<T>[],
): FieldPath<T>[] {
  if (!(error instanceof ApiError) || !error.errors) return [];
  const marked: FieldPath<T>[] = [];
  for (const field of fields) {
    const message = error.errors[field]?.[0];
    if (!message) continue;
    setError(field, { type: 'server', message }, { shouldFocus: marked.length === 0 });
    marked.push(field);
  }
  return marked;
}
