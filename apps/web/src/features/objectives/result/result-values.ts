import type { FileRef, StoreObjective, StoreObjectiveUpdate } from '@fieldops/contract';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { RESULT_FIELDS, updateProblems, type ResultField } from './update-problems';

/** What the result's own fields hold while the rep works on them (the form's answers are apart: AnswerValues). */
export interface ResultValues extends Record<ResultField, unknown> {
  comments: string;
  images: FileRef[];
  incompleteReasonID: number | null;
  /** 'YYYY-MM-DD', '' for none, NOT_A_DAY while the date typed is not a real day (kept as typed). */
  estimatedCompletionDate: string;
}

/** The fields' starting values: the result as stored. */
export const initialResultValues = (result: StoreObjective): ResultValues => ({
  comments: result.comments ?? '',
  images: result.images,
  incompleteReasonID: result.incompleteReasonID,
  estimatedCompletionDate: result.estimatedCompletionDate ?? '',
});

/**
 * The resolver of the result's fields: the update the button pressed last would send (`judgeAs`),
 * judged by the contract, each problem under its field, in the contract's English (the fields say
 * it in the reader's language). A problem of no field is left to `updateProblems` on sending.
 */
export function resultResolver(): {
  resolver: Resolver<ResultValues>;
  judgeAs: (toBody: (values: ResultValues) => StoreObjectiveUpdate) => void;
} {
  let toBody: ((values: ResultValues) => StoreObjectiveUpdate) | null = null;
  const resolver: Resolver<ResultValues> = (values) => {
    const fields = toBody ? updateProblems(toBody(values), 'en').fields : {};
    const errors: FieldErrors<ResultValues> = {};
    for (const name of RESULT_FIELDS) {
      const message = fields[name];
      if (message) errors[name] = { type: 'validate', message };
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
  return {
    resolver,
    judgeAs: (body) => {
      toBody = body;
    },
  };
}
