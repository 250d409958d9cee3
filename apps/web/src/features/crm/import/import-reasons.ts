import type { ContactImportError, ContactImportReason, Language, MessageParams } from '@fieldops/contract';
import { localizeKey, localizeText } from '../../../lib/localize';

/**
 * One reason a line was refused, in the reader's language: said from its catalog key, each value
 * that is a catalog text itself (`paramKeys`: the contact form's message after the column's name)
 * said in that language first. `english` (the server's text) is what English readers see, and
 * what shows when the catalog lacks the key.
 */
export function importReasonText(reason: ContactImportReason | undefined, english: string, language?: Language): string {
  if (!reason) return localizeText(english, language);
  const params: MessageParams = { ...reason.params };
  for (const [name, inner] of Object.entries(reason.paramKeys ?? {})) {
    params[name] = localizeKey(inner.key, inner.params, String(params[name] ?? ''), language);
  }
  return localizeKey(reason.key, params, english, language);
}

/** The reasons of a refused line in the reader's language, in order. */
export const importReasonTexts = ({ messages, reasons }: ContactImportError, language?: Language): string[] =>
  messages.map((message, i) => importReasonText(reasons[i], message, language));
