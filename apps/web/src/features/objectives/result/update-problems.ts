import { storeObjectiveUpdateSchema, type Language, type StoreObjectiveUpdate } from '@fieldops/contract';
import { localizeText } from '../../../lib/localize';

/**
 * What the contract refuses in a result update before it is sent ('Not Completed' without a
 * reason…), in the reader's language; empty when it passes.
 */
export function updateProblems(body: StoreObjectiveUpdate, language?: Language): string {
  const parsed = storeObjectiveUpdateSchema.safeParse(body);
  return parsed.success ? '' : parsed.error.issues.map((i) => localizeText(i.message, language)).join(' ');
}
