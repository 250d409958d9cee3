import { storeObjectiveUpdateSchema, type Language, type StoreObjectiveUpdate } from '@fieldops/contract';
import { localizeText } from '../../../lib/localize';

/**
 * The result's own fields, in the order they are shown: each shows its problem under itself, as the
 * server's 422 names it (the answers' go under theirs: answersResolver).
 */
export const RESULT_FIELDS = ['comments', 'images', 'incompleteReasonID', 'estimatedCompletionDate'] as const;
export type ResultField = (typeof RESULT_FIELDS)[number];

export interface UpdateProblems {
  /** A field's problem, shown under it: comments too long, no reason for 'Not Completed', a date typed that is not a real day… */
  fields: Partial<Record<ResultField, string>>;
  /** The others (none a rep can cause today), said above the buttons; empty when none. */
  message: string;
}

/**
 * What the contract refuses in a result update before it is sent, in the reader's language: an
 * update with any problem is not sent.
 */
export function updateProblems(body: StoreObjectiveUpdate, language?: Language): UpdateProblems {
  const parsed = storeObjectiveUpdateSchema.safeParse(body);
  const fields: UpdateProblems['fields'] = {};
  const others: string[] = [];
  for (const issue of parsed.error?.issues ?? []) {
    const text = localizeText(issue.message, language);
    const field = RESULT_FIELDS.find((name) => name === issue.path[0]);
    if (!field) others.push(text);
    else fields[field] ??= text;
  }
  return { fields, message: others.join(' ') };
}

/** Whether an update has any problem: then it is not sent. */
export const hasProblems = ({ fields, message }: UpdateProblems) => message !== '' || Object.keys(fields).length > 0;
