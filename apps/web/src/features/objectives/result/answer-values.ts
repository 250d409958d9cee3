import {
  answerSchemaOf,
  visibleFields,
  type FileRef,
  type FormAnswer,
  type FormField,
  type StoreObjectiveAnswer,
} from '@fieldops/contract';
import type { FieldErrors, Resolver } from 'react-hook-form';

/**
 * What the answers form holds per field ref: the text of a text-like input (numbers too, so a
 * half-typed one is not lost), 'true'/'false'/'' for Yes/No, the chosen options, or the files of a
 * photo field (the dropzone shows them; the answer sends their ids).
 */
export type AnswerInput = string | string[] | FileRef[];
export type AnswerValues = Record<string, AnswerInput>;

const isFileList = (value: AnswerInput): value is FileRef[] => Array.isArray(value) && value.some((v) => typeof v === 'object');

/** The form's starting values: every answerable field, filled from the stored answers. */
export function initialAnswerValues(fields: readonly FormField[], answers: readonly StoreObjectiveAnswer[]): AnswerValues {
  const stored = new Map(answers.map((a) => [a.ref, a]));
  const values: AnswerValues = {};
  for (const field of fields) {
    if (field.type === 'section') continue;
    const answer = stored.get(field.ref);
    const value = answer?.value;
    if (field.type === 'photo') values[field.ref] = answer?.files ?? [];
    else if (field.type === 'checkbox' || field.type === 'selection') values[field.ref] = Array.isArray(value) ? value.map(String) : [];
    else if (field.type === 'boolean') values[field.ref] = typeof value === 'boolean' ? String(value) : '';
    else values[field.ref] = value === undefined || Array.isArray(value) ? '' : String(value);
  }
  return values;
}

/** The fields shown for these values: a field whose condition (`meta.showWhen`) is not met is hidden. */
export function shownFields<T extends FormField>(fields: readonly T[], values: AnswerValues): T[] {
  return visibleFields(
    fields,
    allAnswers(fields, values).filter((a) => a.value !== null),
  );
}

/**
 * The answers as the result update takes them (`[{ ref, value }]`). Every shown answerable field is
 * sent, an emptied one as null so the server drops the answer it had; a hidden one is not sent (the
 * server drops its answer). A number that does not parse is sent as typed so the contract names it
 * ('Enter a number').
 */
export function toAnswers(fields: readonly FormField[], values: AnswerValues): FormAnswer[] {
  const shown = new Set(shownFields(fields, values).map((f) => f.ref));
  return allAnswers(fields, values).filter((a) => shown.has(a.ref));
}

function allAnswers(fields: readonly FormField[], values: AnswerValues): FormAnswer[] {
  return fields
    .filter((field) => field.type !== 'section' && field.ref in values)
    .map((field) => {
      const input = values[field.ref];
      if (isFileList(input)) return { ref: field.ref, value: input.map((f) => f.id) };
      if (Array.isArray(input)) return { ref: field.ref, value: input.length > 0 ? (input as string[]) : null };
      const text = input.trim();
      if (text === '') return { ref: field.ref, value: null };
      if (field.type === 'boolean') return { ref: field.ref, value: text === 'true' };
      if (field.type === 'numeric') return { ref: field.ref, value: Number.isFinite(Number(text)) ? Number(text) : text };
      return { ref: field.ref, value: input };
    });
}

/**
 * The form's resolver: the contract's `answerSchemaOf` judges the answers as a draft, or with every
 * required answer once `judgeAsComplete(true)` (the button pressed decides), and each message lands
 * on the field of its ref.
 */
export function answersResolver(fields: readonly FormField[]): {
  resolver: Resolver<AnswerValues>;
  judgeAsComplete: (on: boolean) => void;
} {
  let complete = false;
  const resolver: Resolver<AnswerValues> = (values) => {
    const parsed = answerSchemaOf(fields, { complete }).safeParse(toAnswers(fields, values));
    if (parsed.success) return { values, errors: {} };
    const errors: FieldErrors<AnswerValues> = {};
    for (const issue of parsed.error.issues) {
      const ref = String(issue.path[0] ?? '');
      if (ref && !errors[ref]) errors[ref] = { type: 'validate', message: issue.message };
    }
    return { values: {}, errors };
  };
  return {
    resolver,
    judgeAsComplete: (on) => {
      complete = on;
    },
  };
}

/** The 422 of the result update names answers as `answers.<ref>`: their messages by ref. */
export function answerErrorsOf(errors: Record<string, string[]> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, messages] of Object.entries(errors ?? {})) {
    const [head, ref] = path.split('.');
    if (head === 'answers' && ref && messages[0] && !out[ref]) out[ref] = messages[0];
  }
  return out;
}
