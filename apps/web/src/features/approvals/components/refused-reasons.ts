import type { ApproveItemResult } from '@fieldops/contract';
import { localizeText } from '../../../lib/localize';

/** The server's messages for the items an approval refused, each once, in the reader's language. */
export const refusedReasons = (answers: readonly ApproveItemResult[]): string =>
  [...new Set(answers.flatMap((answer) => (answer.ok ? [] : [localizeText(answer.message)])))].join(' ');
