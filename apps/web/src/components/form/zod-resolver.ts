import { zodResolver as baseZodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { localizeText } from '../../lib/localize';

/** Puts every message of a resolver's errors (nested fields, arrays, `types`) in the reader's language, in place. */
export function localizeFieldErrors<T extends FieldValues>(errors: FieldErrors<T>): FieldErrors<T> {
  const walk = (node: unknown): void => {
    if (typeof node !== 'object' || node === null) return;
    const record = node as Record<string, unknown>;
    for (const [key, value] of Object.entries(record)) {
      // `ref` is the field's element.
      if (key === 'ref') continue;
      if (key === 'message' && typeof value === 'string') record.message = localizeText(value);
      else if (key === 'types' && typeof value === 'object' && value !== null) {
        const types = value as Record<string, unknown>;
        for (const [type, text] of Object.entries(types)) if (typeof text === 'string') types[type] = localizeText(text);
      } else walk(value);
    }
  };
  walk(errors);
  return errors;
}

/**
 * `zodResolver` of @hookform/resolvers whose messages read in the reader's language: the
 * contract's schemas carry the catalog's English texts, which the resolver's answer translates.
 */
export const zodResolver = ((...args: unknown[]) => {
  const resolve = (baseZodResolver as (...a: unknown[]) => Resolver<FieldValues>)(...args);
  const localized: Resolver<FieldValues> = async (values, context, options) => {
    const result = await resolve(values, context, options);
    localizeFieldErrors(result.errors);
    return result;
  };
  return localized;
}) as typeof baseZodResolver;
