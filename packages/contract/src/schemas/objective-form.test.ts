import { describe, expect, it } from 'vitest';
import { translateText } from '../message-keys.js';
import { en } from '../messages.js';
import { NOT_A_DAY } from './form-fields.js';
import {
  answerSchemaOf,
  formDefinitionSchema,
  visibleFields,
  type FormDefinitionBody,
  type FormField,
  type FormFieldInput,
} from './objective-form.js';

const V = en.formBuilder.validation;
const A = en.formBuilder.answers;

const text: FormFieldInput = { ref: 'name', type: 'text', label: 'Name', required: true };
const choice: FormFieldInput = { ref: 'sizes', type: 'checkbox', label: 'Sizes', meta: { options: ['S', 'M', 'L'] } };

/** The messages of a failed parse, keyed by path as the server's 422 names them. */
const problems = (body: unknown) => {
  const result = formDefinitionSchema.safeParse(body);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
};

describe('form definition', () => {
  it('fills the defaults of spec 2 and numbers the fields in order', () => {
    const parsed = formDefinitionSchema.parse({
      fields: [
        { ...choice, displayOrder: 5 },
        { ref: 'intro', type: 'section', label: 'About the store', displayOrder: 1 },
        { ref: 'ok', type: 'boolean', label: 'Done?', required: 1 },
        { ref: 'pics', type: 'photo', label: 'Photos', meta: { options: ['x'], maximumUploads: 3 } },
      ],
    });
    expect(parsed.templateName).toBeNull();
    expect(parsed.fields.map((f) => [f.ref, f.displayOrder])).toEqual([
      ['intro', 1],
      ['ok', 2],
      ['pics', 3],
      ['sizes', 4],
    ]);
    const [, ok, pics, sizes] = parsed.fields;
    expect(sizes.meta).toEqual({
      options: ['S', 'M', 'L'],
      size: 100,
      minimumSelected: 1,
      maximumSelected: 1,
      minimumUploads: null,
      maximumUploads: null,
    });
    expect(ok).toMatchObject({ required: true, meta: { options: ['True', 'False'] } });
    expect(pics.meta).toMatchObject({ options: [], minimumUploads: 1, maximumUploads: 3, minimumSelected: null });
  });

  it('names each problem of the whole definition by its path', () => {
    expect(
      problems({
        fields: [
          { ref: 'a', type: 'rating', label: 'Stars' },
          { ref: 'b', type: 'text', label: ' ' },
          { ref: 'h', type: 'photo', label: 42, meta: { minimumUploads: 2, maximumUploads: 1 } },
          { ref: 'b', type: 'section', label: 'Part', required: true },
          { ref: 'c', type: 'selection', label: 'Pick', meta: { options: ['x', 'x', ''], minimumSelected: 2, maximumSelected: 4 } },
          { ref: 'd', type: 'radio', label: 'One', meta: { options: [] } },
          { ref: 'e', type: 'photo', label: 'Pics', meta: { minimumUploads: 3, maximumUploads: 2 } },
          { ref: 'f', type: 'photo', label: 'Pics', meta: { minimumUploads: 0, maximumUploads: 11 } },
          { ref: 'g', type: 'boolean', label: 'Yes?', meta: { options: ['Yes', 'No'] } },
          { ref: 'Bad Ref', type: 'checkbox', label: 'Many', meta: { options: ['p', 'q'], minimumSelected: 2, maximumSelected: 1 } },
        ],
        saveAsTemplate: true,
        templateName: '  ',
      }),
    ).toEqual({
      'fields.0.type': [V.unknownType],
      'fields.1.label': [V.label],
      'fields.2.label': [V.label],
      'fields.2.meta.minimumUploads': [V.minAboveMax],
      'fields.3.required': [V.sectionRequired],
      'fields.3.ref': [V.duplicateRef],
      'fields.4.meta.options.1': [V.duplicateOption],
      'fields.4.meta.options.2': [V.optionBlank],
      'fields.4.meta.maximumSelected': ['Choose from 1 to 3'],
      'fields.5.meta.options': [V.options],
      'fields.6.meta.minimumUploads': [V.minAboveMax],
      'fields.7.meta.minimumUploads': [V.uploadsMinimum],
      'fields.7.meta.maximumUploads': ['Enter a number of at most 10'],
      'fields.8.meta.options': [V.booleanOptions],
      'fields.9.ref': [V.ref],
      'fields.9.meta.minimumSelected': [V.minAboveMax],
      templateName: [V.templateName],
    });
  });

  it.each([
    [{ fields: [] }, 'The form builder is empty'],
    [{ fields: [{ ref: 's', type: 'section', label: 'Only a divider' }] }, 'The form builder is empty'],
  ])('refuses a form with nothing to answer: %j', (body, message) => {
    expect(problems(body)).toEqual({ fields: [message] });
  });

  it('saves a template when asked by flag or by name', () => {
    const base: FormDefinitionBody = { fields: [text] };
    expect(formDefinitionSchema.parse({ ...base, templateName: ' Store audit ' }).templateName).toBe('Store audit');
    expect(formDefinitionSchema.parse({ ...base, saveAsTemplate: true, templateName: 'Audit' }).templateName).toBe('Audit');
    expect(formDefinitionSchema.parse({ ...base, templateName: '' }).templateName).toBeNull();
    expect(problems({ ...base, saveAsTemplate: true })).toEqual({ templateName: ['Enter the template name'] });
  });
});

type FieldPatch = Pick<FormField, 'ref' | 'type'> & Partial<Omit<FormField, 'meta'>> & { meta?: Partial<FormField['meta']> };
const field = (patch: FieldPatch): FormField => ({
  label: patch.ref,
  required: false,
  displayOrder: 1,
  ...patch,
  meta: { options: [], size: 100, minimumSelected: null, maximumSelected: null, minimumUploads: null, maximumUploads: null, ...patch.meta },
});

const form: FormField[] = [
  field({ ref: 'intro', type: 'section' }),
  field({ ref: 'name', type: 'text', required: true }),
  field({ ref: 'notes', type: 'textarea' }),
  field({ ref: 'count', type: 'numeric', required: true }),
  field({ ref: 'ok', type: 'boolean', meta: { options: ['True', 'False'] } }),
  field({ ref: 'day', type: 'date' }),
  field({ ref: 'mail', type: 'email' }),
  field({ ref: 'phone', type: 'tel' }),
  field({ ref: 'one', type: 'radio', meta: { options: ['a', 'b'] } }),
  field({
    ref: 'many',
    type: 'checkbox',
    required: true,
    meta: { options: ['a', 'b', 'c'], minimumSelected: 2, maximumSelected: 3 },
  }),
  field({ ref: 'pick', type: 'selection', meta: { options: ['x', 'y'], minimumSelected: 1, maximumSelected: 1 } }),
  field({ ref: 'pics', type: 'photo', meta: { options: [], minimumUploads: 2, maximumUploads: 3 } }),
];

const answerProblems = (answers: unknown, complete = false) => {
  const result = answerSchemaOf(form, { complete }).safeParse(answers);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
};

describe('answerSchemaOf', () => {
  it.each([
    ['name', '  Paint aisle  ', 'Paint aisle'],
    ['notes', 'x'.repeat(5000), 'x'.repeat(5000)],
    ['count', 12.5, 12.5],
    ['ok', false, false],
    ['day', '2026-02-28', '2026-02-28'],
    ['mail', ' Rep@Example.com ', 'rep@example.com'],
    ['phone', '+1 (514) 555-0199', '+1 (514) 555-0199'],
    ['one', 'b', 'b'],
    ['many', ['a', 'c'], ['a', 'c']],
    ['pick', ['y'], ['y']],
    ['pics', [4, 9], [4, 9]],
  ])('takes a valid %s answer', (ref, value, stored) => {
    expect(answerSchemaOf(form).parse([{ ref, value }])).toEqual([{ ref, value: stored }]);
  });

  it.each([
    ['name', 42, A.text],
    ['name', 'x'.repeat(501), 'At most 500 characters'],
    ['count', '12', A.number],
    ['ok', 'True', A.yesNo],
    ['day', '2026-02-30', 'Enter a real date'],
    ['mail', 'rep@', A.email],
    ['phone', '555-01', A.tel],
    ['one', 'c', A.option],
    ['many', ['a', 'a'], A.duplicate],
    ['pick', ['x', 'y'], 'Choose at most 1'],
    ['pics', [1, 2, 3, 4], 'Add at most 3 files'],
    ['pics', [0], A.files],
    ['intro', 'text', A.notAnswerable],
    ['nope', 'x', A.unknownField],
  ])('refuses %s = %j with "%s"', (ref, value, message) => {
    const problems = answerProblems([{ ref, value }]);
    expect(Object.keys(problems).every((path) => path.split('.')[0] === ref)).toBe(true);
    expect(Object.values(problems).flat()).toContain(message);
  });

  it('names an option outside the list by its place', () => {
    expect(answerProblems([{ ref: 'many', value: ['a', 'z'] }])).toEqual({ 'many.1': [A.option] });
  });

  it('lets a draft be partial: no required answers, no minimums, empty values dropped', () => {
    const draft = [
      { ref: 'many', value: ['a'] },
      { ref: 'pics', value: [7] },
      { ref: 'name', value: '  ' },
      { ref: 'notes', value: null },
    ];
    expect(answerSchemaOf(form).parse(draft)).toEqual([
      { ref: 'many', value: ['a'] },
      { ref: 'pics', value: [7] },
    ]);
  });

  it('on completion names each missing required answer and each minimum not reached', () => {
    expect(
      answerProblems(
        [
          { ref: 'pics', value: [7] },
          { ref: 'name', value: '' },
        ],
        true,
      ),
    ).toEqual({ pics: ['Add at least 2 files'], name: [A.required], count: [A.required], many: [A.required] });
    expect(answerProblems([{ ref: 'many', value: ['a'] }], true)).toMatchObject({ many: ['Choose at least 2'] });
  });

  it('counts files in the singular for one and the plural for more, in English and in French', () => {
    const photos = (minimumUploads: number, maximumUploads: number) =>
      answerSchemaOf([field({ ref: 'pics', type: 'photo', meta: { options: [], minimumUploads, maximumUploads } })], { complete: true });
    const messagesOf = (schema: ReturnType<typeof photos>, value: number[]) =>
      (schema.safeParse([{ ref: 'pics', value }]).error?.issues ?? []).map((issue) => issue.message);
    const [one, two] = [photos(1, 1), photos(2, 3)];
    expect(messagesOf(one, [4, 5])).toEqual(['Add at most 1 file']);
    expect(messagesOf(two, [4, 5, 6, 7])).toEqual(['Add at most 3 files']);
    expect(messagesOf(two, [4])).toEqual(['Add at least 2 files']);
    expect(translateText('fr', 'Add at most 1 file')).toBe('Ajoutez au plus 1 fichier');
    expect(translateText('fr', 'Add at most 3 files')).toBe('Ajoutez au plus 3 fichiers');
    expect(translateText('fr', 'Add at least 1 file')).toBe('Ajoutez au moins 1 fichier');
    expect(translateText('fr', 'Add at least 2 files')).toBe('Ajoutez au moins 2 fichiers');
  });

  it('refuses a date typed that is not a real day (NOT_A_DAY) as not real, even when required, never as missing', () => {
    const required = [field({ ref: 'day', type: 'date', required: true })];
    const issues = answerSchemaOf(required, { complete: true }).safeParse([{ ref: 'day', value: NOT_A_DAY }]).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['day', 'Enter a real date']]);
    expect(translateText('fr', issues[0]!.message)).toBe('Entrez une date réelle');
  });

  it('completes a form with every required answer', () => {
    const answers = [
      { ref: 'name', value: 'Aisle 4' },
      { ref: 'count', value: 0 },
      { ref: 'many', value: ['b', 'c'] },
    ];
    expect(answerSchemaOf(form, { complete: true }).parse(answers)).toEqual(answers);
  });

  it('refuses the same field answered twice', () => {
    expect(
      answerProblems([
        { ref: 'name', value: 'a' },
        { ref: 'name', value: 'b' },
      ]),
    ).toEqual({ name: [A.duplicate] });
  });
});

describe('conditional fields (meta.showWhen)', () => {
  const open: FormFieldInput = { ref: 'open', type: 'boolean', label: 'Open?' };
  const why: FormFieldInput = {
    ref: 'why',
    type: 'text',
    label: 'Why closed?',
    required: true,
    meta: { showWhen: { ref: 'open', value: 'False' } },
  };
  const medium: FormFieldInput = {
    ref: 'medium',
    type: 'text',
    label: 'Which M?',
    required: true,
    meta: { showWhen: { ref: 'sizes', value: 'M' } },
  };

  it('keeps a valid condition and stores a Yes/No value as a boolean', () => {
    const parsed = formDefinitionSchema.parse({ fields: [open, why, choice, medium] });
    expect(parsed.fields.map((f) => f.meta.showWhen)).toEqual([
      undefined,
      { ref: 'open', value: false },
      undefined,
      { ref: 'sizes', value: 'M' },
    ]);
  });

  it('names each bad condition by its path', () => {
    expect(
      problems({
        fields: [
          { ...why, meta: { showWhen: { ref: 'open', value: 'False' } } },
          open,
          { ...text, ref: 'later', meta: { showWhen: { ref: 'open', value: 'Maybe' } } },
          { ...text, ref: 'bytext', meta: { showWhen: { ref: 'name', value: 'x' } } },
          choice,
          { ...text, ref: 'xl', meta: { showWhen: { ref: 'sizes', value: 'XL' } } },
          { ref: 'part', type: 'section', label: 'Part', meta: { showWhen: { ref: 'open', value: true } } },
        ],
      }),
    ).toEqual({
      'fields.0.meta.showWhen.ref': [V.showWhenRef],
      'fields.2.meta.showWhen.value': [V.showWhenValue],
      'fields.3.meta.showWhen.ref': [V.showWhenRef],
      'fields.5.meta.showWhen.value': [V.showWhenValue],
      'fields.6.meta.showWhen': [V.showWhenSection],
    });
  });

  it('judges "earlier" by displayOrder, not by the place in the list', () => {
    expect(
      problems({
        fields: [
          { ...why, displayOrder: 2 },
          { ...open, displayOrder: 1 },
        ],
      }),
    ).toEqual({});
  });

  const form = formDefinitionSchema.parse({
    fields: [
      open,
      why,
      { ref: 'reason', type: 'radio', label: 'Reason', meta: { options: ['works', 'other'], showWhen: { ref: 'open', value: false } } },
      { ref: 'other', type: 'text', label: 'Other reason', meta: { showWhen: { ref: 'reason', value: 'other' } } },
      choice,
      medium,
    ],
  }).fields;

  it('shows a field when its controlling answer matches (a multiple choice: includes it); a hidden field hides its own', () => {
    const refs = (answers: { ref: string; value: boolean | string | string[] }[]) => visibleFields(form, answers).map((f) => f.ref);
    expect(refs([])).toEqual(['open', 'sizes']);
    expect(
      refs([
        { ref: 'open', value: false },
        { ref: 'reason', value: 'other' },
        { ref: 'sizes', value: ['S', 'M'] },
      ]),
    ).toEqual(['open', 'why', 'reason', 'other', 'sizes', 'medium']);
    expect(
      refs([
        { ref: 'open', value: true },
        { ref: 'reason', value: 'other' },
        { ref: 'sizes', value: ['S'] },
      ]),
    ).toEqual(['open', 'sizes']);
  });

  it('neither requires nor keeps the answers of hidden fields', () => {
    const answers = [
      { ref: 'open', value: true },
      { ref: 'why', value: 'Renovation' },
      { ref: 'sizes', value: ['S'] },
      { ref: 'medium', value: 'x' },
    ];
    expect(answerSchemaOf(form, { complete: true }).parse(answers)).toEqual([answers[0], answers[2]]);
    expect(answerSchemaOf(form, { partial: true }).parse(answers)).toEqual(answers);
  });

  it('requires a shown conditional field on completion', () => {
    const result = answerSchemaOf(form, { complete: true }).safeParse([
      { ref: 'open', value: false },
      { ref: 'sizes', value: ['M'] },
    ]);
    expect(result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['why', A.required],
      ['medium', A.required],
    ]);
  });
});
