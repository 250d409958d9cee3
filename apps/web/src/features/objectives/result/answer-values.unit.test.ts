import { objectiveMessages, type FormField } from '@fieldops/contract';
import { describe, expect, it } from 'vitest';
import { answerErrorsOf, answersResolver, initialAnswerValues, toAnswers } from './answer-values';

const A = objectiveMessages.formBuilder.answers;
const meta = { options: [], size: 100, minimumSelected: null, maximumSelected: null, minimumUploads: null, maximumUploads: null };
const field = (ref: string, type: FormField['type'], extra: Partial<FormField> = {}): FormField => ({
  ref,
  type,
  label: ref,
  required: false,
  displayOrder: 1,
  meta,
  ...extra,
});
const fields: FormField[] = [
  field('head', 'section'),
  field('name', 'text', { required: true }),
  field('count', 'numeric'),
  field('ok', 'boolean', { meta: { ...meta, options: ['True', 'False'] } }),
  field('picks', 'checkbox', { meta: { ...meta, options: ['a', 'b', 'c'], minimumSelected: 2, maximumSelected: 2 } }),
  field('shots', 'photo', { required: true, meta: { ...meta, minimumUploads: 1, maximumUploads: 2 } }),
];
const resolve = (values: Record<string, unknown>, complete: boolean) => {
  const judge = answersResolver(fields);
  judge.judgeAsComplete(complete);
  return judge.resolver(values as never, undefined, { fields: {}, shouldUseNativeValidation: false });
};

describe('answer values', () => {
  it('fills the form from stored answers, photos with their files', () => {
    const file = { id: 7, fileURL: '/f/7.png', name: 'a.png', contentType: 'image/png', size: 1 };
    expect(
      initialAnswerValues(fields, [
        { ref: 'count', value: 3 },
        { ref: 'ok', value: false },
        { ref: 'shots', value: [7], files: [file] },
      ]),
    ).toEqual({ name: '', count: '3', ok: 'false', picks: [], shots: [file] });
  });

  it('sends typed values, and emptied fields as null so the stored answer goes', () => {
    expect(toAnswers(fields, { name: ' ', count: '2.5', ok: 'true', picks: ['a'], shots: [{ id: 9, fileURL: '/f/9' }] })).toEqual([
      { ref: 'name', value: null },
      { ref: 'count', value: 2.5 },
      { ref: 'ok', value: true },
      { ref: 'picks', value: ['a'] },
      { ref: 'shots', value: [9] },
    ]);
    expect(toAnswers(fields, { count: 'x', picks: [], shots: [] })).toEqual([
      { ref: 'count', value: 'x' },
      { ref: 'picks', value: null },
      { ref: 'shots', value: null },
    ]);
  });

  it('lets a draft be partial but names each missing answer when completing', async () => {
    const partial = { name: '', count: 'x', ok: '', picks: ['a'], shots: [] };
    expect((await resolve(partial, false)).errors).toEqual({ count: { type: 'validate', message: A.number } });
    const done = await resolve(partial, true);
    expect(Object.fromEntries(Object.entries(done.errors).map(([ref, e]) => [ref, e?.message]))).toEqual({
      name: A.required,
      count: A.number,
      picks: A.minimumSelected.replace('{{min}}', '2'),
      shots: A.required,
    });
    const full = { name: 'Ann', count: '1', ok: 'false', picks: ['a', 'c'], shots: [{ id: 1, fileURL: '/f/1' }] };
    expect((await resolve(full, true)).errors).toEqual({});
  });

  it("reads the server's answers.<ref> messages by ref", () => {
    expect(
      answerErrorsOf({ 'answers.name': ['Answer this field'], comments: ['x'], 'answers.shots.0': ['Choose uploaded files'] }),
    ).toEqual({
      name: 'Answer this field',
      shots: 'Choose uploaded files',
    });
  });
});
