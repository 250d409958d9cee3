import { objectiveMessages, type FormField } from '@fieldops/contract';
import { describe, expect, it } from 'vitest';
import { answerErrorsOf, answersResolver, initialAnswerValues, shownFields, toAnswers } from './answer-values';

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

  it('neither shows, sends nor requires a field hidden by its condition', async () => {
    const conditional = [
      ...fields,
      field('why', 'text', { required: true, meta: { ...meta, showWhen: { ref: 'ok', value: false } } }),
      field('b', 'text', { meta: { ...meta, showWhen: { ref: 'picks', value: 'b' } } }),
    ];
    const values = { name: 'Ann', count: '1', ok: 'true', picks: ['a', 'c'], shots: [{ id: 1, fileURL: '/f/1' }], why: 'Closed', b: 'x' };
    expect(shownFields(conditional, values).map((f) => f.ref)).toEqual(['head', 'name', 'count', 'ok', 'picks', 'shots']);
    expect(toAnswers(conditional, values).map((a) => a.ref)).toEqual(['name', 'count', 'ok', 'picks', 'shots']);
    const shown = { ...values, ok: 'false', picks: ['b', 'c'], why: '' };
    expect(toAnswers(conditional, shown).map((a) => a.ref)).toEqual(['name', 'count', 'ok', 'picks', 'shots', 'why', 'b']);
    const judge = answersResolver(conditional);
    judge.judgeAsComplete(true);
    const check = (v: typeof values) => judge.resolver(v as never, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect((await check(values)).errors).toEqual({});
    expect((await check(shown)).errors).toEqual({ why: { type: 'validate', message: A.required } });
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
