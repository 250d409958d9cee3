import { z } from 'zod';
import { objectiveMessages } from '../messages-objectives.js';
import { calendarDateSchema, MAX_ID } from './form-fields.js';

const V = objectiveMessages.formBuilder.validation;
const A = objectiveMessages.formBuilder.answers;
const fill = (text: string, values: Record<string, number>) => text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));
/** 'Add at most 1 file', 'Add at most 3 files': a text of a count in the form i18next picks for it (`_one` or `_other`). */
const plural = (one: string, other: string, count: number) => fill(count === 1 ? one : other, { count });

/**
 * The field types of an objective form (spec 2 §2). `selection` and `checkbox` pick one or more
 * options (min/max to select), `radio` exactly one; `boolean` is Yes/No with the fixed options
 * True/False; `photo` takes uploaded files (min/max uploads); a `section` divides the form and
 * takes no answer.
 */
export const FORM_FIELD_TYPES = [
  'section',
  'text',
  'textarea',
  'selection',
  'checkbox',
  'radio',
  'boolean',
  'numeric',
  'photo',
  'date',
  'email',
  'tel',
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** Types whose answer is picked from the field's options. */
export const CHOICE_FIELD_TYPES = ['selection', 'checkbox', 'radio'] as const satisfies readonly FormFieldType[];
/** Choice types that may take several options, bounded by min/max to select. */
export const MULTI_CHOICE_FIELD_TYPES = ['selection', 'checkbox'] as const satisfies readonly FormFieldType[];
/** The read-only options of a Yes/No field (spec 2 §2). */
export const BOOLEAN_OPTIONS = ['True', 'False'] as const;
/** A field takes the whole width unless the builder says otherwise (spec 2 §2: default size 100 %). */
export const DEFAULT_FIELD_SIZE = 100;
export const MAX_FORM_FIELDS = 200;
export const MAX_FIELD_OPTIONS = 100;
/** The most files one photo field takes; each file is uploaded with the `form` upload type. */
export const MAX_FIELD_UPLOADS = 10;
export const TEXT_ANSWER_MAX = 500;
export const TEXTAREA_ANSWER_MAX = 5000;
/**
 * A field's stable id inside its form. Answers are keyed by it, so editing a form keeps the answers
 * of every field that remains; the builder makes one when it adds a field and never changes it.
 */
export const FIELD_REF_PATTERN = /^[a-z0-9_-]{1,40}$/;

const isChoice = (type: FormFieldType) => (CHOICE_FIELD_TYPES as readonly FormFieldType[]).includes(type);
const isMultiChoice = (type: FormFieldType) => (MULTI_CHOICE_FIELD_TYPES as readonly FormFieldType[]).includes(type);

/** Types whose answer can decide whether a later field is shown (`meta.showWhen`). */
export const CONDITION_FIELD_TYPES = ['boolean', 'radio', 'selection', 'checkbox'] as const satisfies readonly FormFieldType[];

/**
 * A field shown only when an earlier Yes/No or choice field (`ref`) has the answer `value` (for a
 * multiple choice: includes it). A Yes/No condition's value is `true` or `false`.
 */
export const showWhenSchema = z.object({ ref: z.string(), value: z.union([z.string(), z.boolean()]) });
export type ShowWhen = z.infer<typeof showWhenSchema>;

/** A field as stored and answered (spec 2 §3). Limits that do not apply to the type are null. */
export const formFieldSchema = z.object({
  ref: z.string(),
  type: z.enum(FORM_FIELD_TYPES),
  label: z.string(),
  required: z.boolean(),
  displayOrder: z.number().int(),
  meta: z.object({
    options: z.array(z.string()),
    size: z.number().int(),
    minimumSelected: z.number().int().nullable(),
    maximumSelected: z.number().int().nullable(),
    minimumUploads: z.number().int().nullable(),
    maximumUploads: z.number().int().nullable(),
    showWhen: showWhenSchema.optional(),
  }),
});
export type FormField = z.infer<typeof formFieldSchema>;

const limit = z.number().int().min(-MAX_ID).max(MAX_ID).nullish();
const metaInput = z
  .object({
    options: z.array(z.string().trim().max(200)).max(MAX_FIELD_OPTIONS).nullish(),
    size: z.number().int().min(1).max(100).nullish(),
    minimumSelected: limit,
    maximumSelected: limit,
    minimumUploads: limit,
    maximumUploads: limit,
    // The builder sends 'True'/'False' or true/false for a Yes/No condition; stored as a boolean.
    showWhen: z.object({ ref: z.string().max(40), value: z.union([z.string().max(200), z.boolean()]) }).nullish(),
  })
  .default({});
const typeInput = z.enum(FORM_FIELD_TYPES, { error: V.unknownType });
const requiredInput = z
  .union([z.boolean(), z.literal(0), z.literal(1)])
  .default(false)
  .transform((v) => v === true || v === 1);
/** What the type-specific checks need; they run whenever these parsed, beside any other problem. */
const fieldCore = z.object({ type: typeInput, required: requiredInput, meta: metaInput });
type FieldCore = z.output<typeof fieldCore>;

/** The type-specific rules of one field (spec 2 §5), each problem on its own path. */
function checkField(field: FieldCore, ctx: z.RefinementCtx) {
  const { type, meta } = field;
  const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
  if (type === 'section' && field.required) issue(['required'], V.sectionRequired);

  const options = meta.options ?? [];
  if (isChoice(type)) {
    if (options.length === 0) issue(['meta', 'options'], V.options);
    const seen = new Set<string>();
    options.forEach((option, i) => {
      if (option === '') issue(['meta', 'options', i], V.optionBlank);
      else if (seen.has(option)) issue(['meta', 'options', i], V.duplicateOption);
      seen.add(option);
    });
  }
  if (type === 'boolean' && options.length > 0 && options.join('\n') !== BOOLEAN_OPTIONS.join('\n')) {
    issue(['meta', 'options'], V.booleanOptions);
  }

  const pair = (
    minKey: 'minimumSelected' | 'minimumUploads',
    maxKey: 'maximumSelected' | 'maximumUploads',
    top: number,
    tooBig: string,
  ) => {
    const min = meta[minKey] ?? 1;
    const max = meta[maxKey] ?? 1;
    for (const [key, value] of [
      [minKey, min],
      [maxKey, max],
    ] as const) {
      if (value < 1) issue(['meta', key], minKey === 'minimumSelected' ? fill(V.selectedRange, { max: top }) : V.uploadsMinimum);
      else if (value > top) issue(['meta', key], tooBig);
    }
    if (min >= 1 && max >= 1 && min <= top && max <= top && min > max) issue(['meta', minKey], V.minAboveMax);
  };
  // Spec 2 §5: min/max to select are chosen from 1 to the number of options, default 1.
  if (isMultiChoice(type) && options.length > 0) {
    pair('minimumSelected', 'maximumSelected', options.length, fill(V.selectedRange, { max: options.length }));
  }
  // Spec 2 §5: min and max uploads are numbers of at least 1.
  if (type === 'photo') pair('minimumUploads', 'maximumUploads', MAX_FIELD_UPLOADS, fill(V.uploadsMaximum, { max: MAX_FIELD_UPLOADS }));
}

/** One field as the builder sends it; limits that do not apply to its type are dropped. */
export const formFieldInputSchema = z
  .object({
    ref: z.string().regex(FIELD_REF_PATTERN, V.ref),
    type: typeInput,
    // A section's label is its title, so every field has one.
    label: z.string({ error: V.label }).trim().min(1, V.label).max(200, 'At most 200 characters'),
    required: requiredInput,
    displayOrder: z.number().int().min(0).max(MAX_ID).optional(),
    meta: metaInput,
  })
  .superRefine(checkField, { when: (payload) => fieldCore.safeParse(payload.value).success });
export type FormFieldInput = z.input<typeof formFieldInputSchema>;

function normalise(field: z.output<typeof formFieldInputSchema>, displayOrder: number): FormField {
  const { type, meta } = field;
  const multi = isMultiChoice(type);
  return {
    ref: field.ref,
    type,
    label: field.label,
    required: type !== 'section' && field.required,
    displayOrder,
    meta: {
      options: type === 'boolean' ? [...BOOLEAN_OPTIONS] : isChoice(type) ? (meta.options ?? []) : [],
      size: meta.size ?? DEFAULT_FIELD_SIZE,
      minimumSelected: multi ? (meta.minimumSelected ?? 1) : null,
      maximumSelected: multi ? (meta.maximumSelected ?? 1) : null,
      minimumUploads: type === 'photo' ? (meta.minimumUploads ?? 1) : null,
      maximumUploads: type === 'photo' ? (meta.maximumUploads ?? 1) : null,
      ...(meta.showWhen ? { showWhen: meta.showWhen } : {}),
    },
  };
}

const BOOLEAN_VALUES: Record<string, boolean> = { True: true, False: false };

/**
 * Checks each `meta.showWhen` against the fields in their final order (by `displayOrder`) and makes
 * a Yes/No condition's value a boolean. A condition may only name an EARLIER field, so conditions
 * never form a loop and the form reads top to bottom.
 */
function checkConditions(fields: FormField[], ctx: z.RefinementCtx, inputIndex: (field: FormField) => number) {
  fields.forEach((field, position) => {
    const showWhen = field.meta.showWhen;
    if (!showWhen) return;
    const path = ['fields', inputIndex(field), 'meta', 'showWhen'];
    const issue = (key: string[], message: string) => ctx.addIssue({ code: 'custom', path: [...path, ...key], message });
    if (field.type === 'section') return issue([], V.showWhenSection);
    const control = fields.slice(0, position).find((f) => f.ref === showWhen.ref);
    if (!control || !(CONDITION_FIELD_TYPES as readonly FormFieldType[]).includes(control.type)) return issue(['ref'], V.showWhenRef);
    if (control.type === 'boolean') {
      const value = typeof showWhen.value === 'boolean' ? showWhen.value : BOOLEAN_VALUES[showWhen.value];
      if (value === undefined) return issue(['value'], V.showWhenValue);
      field.meta.showWhen = { ref: showWhen.ref, value };
    } else if (typeof showWhen.value !== 'string' || !control.meta.options.includes(showWhen.value)) {
      issue(['value'], V.showWhenValue);
    }
  });
}

/**
 * The body of POST and PUT /objective/{id}/multiFields (spec 2 §7): the whole form, checked at once
 * so a 422 names every problem by its path (`fields.2.meta.maximumSelected`). Fields are ordered by
 * `displayOrder` (their place in the list when absent or tied) and numbered from 1. A template is
 * saved too when `saveAsTemplate` is set or `templateName` is given; `templateName` comes out
 * trimmed, or null when no template is wanted.
 */
export const formDefinitionSchema = z
  .object({
    fields: z.array(formFieldInputSchema).max(MAX_FORM_FIELDS, fill(V.tooManyFields, { max: MAX_FORM_FIELDS })),
    templateName: z.string().trim().max(200, 'At most 200 characters').nullish(),
    saveAsTemplate: z.boolean().optional(),
    /** PUT: removing or retyping a field that stores have answered, or an option they chose, deletes those answers, so it is confirmed first. */
    confirmRemoveAnswered: z.boolean().optional(),
  })
  .superRefine(
    (value, ctx) => {
      const fields: unknown[] = Array.isArray(value.fields) ? value.fields : [];
      const answerable = fields.filter((f) => (f as { type?: unknown }).type !== 'section');
      if (answerable.length === 0) ctx.addIssue({ code: 'custom', path: ['fields'], message: V.empty });
      const seen = new Set<unknown>();
      fields.forEach((f, i) => {
        const ref = (f as { ref?: unknown }).ref;
        if (typeof ref === 'string' && seen.has(ref)) ctx.addIssue({ code: 'custom', path: ['fields', i, 'ref'], message: V.duplicateRef });
        seen.add(ref);
      });
      if (value.saveAsTemplate && !value.templateName?.trim()) {
        ctx.addIssue({ code: 'custom', path: ['templateName'], message: V.templateName });
      }
    },
    { when: (payload) => Array.isArray((payload.value as { fields?: unknown }).fields) },
  )
  .transform(({ fields, templateName, confirmRemoveAnswered }, ctx) => {
    const ordered = fields
      .map((field, index) => ({ field, index }))
      .sort((a, b) => (a.field.displayOrder ?? a.index) - (b.field.displayOrder ?? b.index) || a.index - b.index);
    const normalised = ordered.map(({ field }, i) => normalise(field, i + 1));
    checkConditions(normalised, ctx, (field) => ordered[field.displayOrder - 1].index);
    return {
      fields: normalised,
      templateName: templateName ? templateName : null,
      confirmRemoveAnswered: confirmRemoveAnswered === true,
    };
  });
export type FormDefinitionBody = z.input<typeof formDefinitionSchema>;
export type FormDefinition = z.output<typeof formDefinitionSchema>;

/** Answer of POST/PUT /objective/{id}/multiFields and the fields of a template. */
export const formFieldsSchema = z.object({ fields: z.array(formFieldSchema) });

/** A row of GET /objective_field_template. */
export const formTemplateRowSchema = z.object({ id: z.number().int(), name: z.string(), fieldCount: z.number().int() });
export type FormTemplateRow = z.infer<typeof formTemplateRowSchema>;
/** GET /objective_field_template/{id}. */
export const formTemplateSchema = z.object({ id: z.number().int(), name: z.string(), fields: z.array(formFieldSchema) });
export type FormTemplate = z.infer<typeof formTemplateSchema>;

// ---------------------------------------------------------------------------------------------
// Answers

/** The value of one answer: what each field type takes is checked by `answerSchemaOf`. */
export type AnswerValue = string | number | boolean | string[] | number[] | null;
/** One answer as it travels: `{ ref, value }`. */
export interface FormAnswer {
  ref: string;
  value: AnswerValue;
}

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/** Whether an answer meets a condition: equal to its value, or for a multiple choice, includes it. */
function meets(answer: AnswerValue | undefined, value: string | boolean) {
  return Array.isArray(answer) ? (answer as unknown[]).includes(value) : answer === value;
}

/**
 * The fields shown for these answers, in order: a field with `meta.showWhen` is shown only when its
 * controlling field is shown and answered with the condition's value. Hidden fields are neither
 * required nor stored.
 */
export function visibleFields<T extends FormField>(fields: readonly T[], answers: readonly FormAnswer[]): T[] {
  const byRef = new Map(answers.map((a) => [a.ref, a.value]));
  const shown = new Set<string>();
  const out: T[] = [];
  for (const field of fields) {
    const when = field.meta.showWhen;
    if (when && !(shown.has(when.ref) && meets(byRef.get(when.ref), when.value))) continue;
    shown.add(field.ref);
    out.push(field);
  }
  return out;
}

/**
 * The stored answers as the form stands now: an admin may have changed the form since they were
 * given. Answers of fields no longer in the form, options no longer offered (a multiple choice keeps
 * its remaining ones) and fields a condition now hides are left out. Reads (the result, the answers
 * CSV) show only these, and the next save of the result stores only these.
 */
export function currentAnswers<T extends FormAnswer>(fields: readonly FormField[], answers: readonly T[]): T[] {
  const byRef = new Map(fields.map((f) => [f.ref, f]));
  const fitting: T[] = [];
  for (const answer of answers) {
    const field = byRef.get(answer.ref);
    if (!field || field.type === 'section') continue;
    const { options } = field.meta;
    if (field.type === 'radio') {
      if (typeof answer.value === 'string' && options.includes(answer.value)) fitting.push(answer);
    } else if (field.type === 'selection' || field.type === 'checkbox') {
      const kept = Array.isArray(answer.value)
        ? (answer.value as unknown[]).filter((v): v is string => typeof v === 'string' && options.includes(v))
        : [];
      if (kept.length > 0) fitting.push(kept.length === (answer.value as unknown[]).length ? answer : { ...answer, value: kept });
    } else if (!isEmpty(answer.value)) fitting.push(answer);
  }
  const shown = new Set(visibleFields(fields, fitting).map((f) => f.ref));
  return fitting.filter((a) => shown.has(a.ref));
}

const TEL_PATTERN = /^\+?[0-9 ().-]{7,25}$/;

/** The value schema of one answerable field; `complete` adds the minimums (a draft may hold fewer). */
function valueSchemaOf(field: FormField, complete: boolean): z.ZodType<AnswerValue> {
  const { meta } = field;
  const options = meta.options;
  const count =
    (min: number | null, max: number | null, minText: (min: number) => string, maxText: (max: number) => string) =>
    <T extends z.ZodType<unknown[]>>(schema: T) =>
      schema
        .refine((v) => !complete || v.length >= (min ?? 0), minText(min ?? 0))
        .refine((v) => v.length <= (max ?? Infinity), maxText(max ?? 0));
  const unique = <T>(v: T[]) => new Set(v).size === v.length;

  switch (field.type) {
    case 'text':
    case 'textarea': {
      const max = field.type === 'text' ? TEXT_ANSWER_MAX : TEXTAREA_ANSWER_MAX;
      return z.string({ error: A.text }).trim().max(max, fill(A.tooLong, { max }));
    }
    case 'numeric':
      return z.number({ error: A.number }).finite(A.number);
    case 'boolean':
      return z.boolean({ error: A.yesNo });
    case 'date':
      return calendarDateSchema;
    case 'email':
      return z
        .string({ error: A.email })
        .trim()
        .toLowerCase()
        .max(320, A.email)
        .refine((v) => z.regexes.email.test(v), A.email);
    case 'tel':
      return z
        .string({ error: A.tel })
        .trim()
        .refine((v) => TEL_PATTERN.test(v) && v.replace(/\D/g, '').length >= 7, A.tel);
    case 'radio':
      return z.string({ error: A.option }).refine((v) => options.includes(v), A.option);
    case 'selection':
    case 'checkbox':
      return count(
        meta.minimumSelected,
        meta.maximumSelected,
        (min) => fill(A.minimumSelected, { min }),
        (max) => fill(A.maximumSelected, { max }),
      )(
        z
          .array(
            z.string().refine((v) => options.includes(v), A.option),
            { error: A.option },
          )
          .refine(unique, A.duplicate),
      );
    case 'photo':
      return count(
        meta.minimumUploads,
        meta.maximumUploads,
        (min) => plural(A.minimumUploads_one, A.minimumUploads_other, min),
        (max) => plural(A.maximumUploads_one, A.maximumUploads_other, max),
      )(
        z
          .array(z.number({ error: A.files }).int(A.files).positive(A.files).max(MAX_ID, A.files), { error: A.files })
          .refine(unique, A.duplicate),
      );
    default:
      return z.never({ error: A.notAnswerable });
  }
}

/**
 * THE schema of a form's answers, built from its field definitions, so the web form and the server
 * judge answers alike. Answers travel as a list `[{ ref, value }]` (the shape of the result update,
 * and one a form can send partially). Every problem's path starts with the field's ref
 * (`[ref]`, or `[ref, 0]` for one option or file), so the web form shows it under its field and the
 * server's 422 names it as `answers.<ref>`.
 *
 * Values: text, textarea, email, tel, radio (one option) and date (YYYY-MM-DD) are strings; numeric
 * a number; boolean true/false; selection and checkbox a list of options; photo a list of uploaded
 * file ids. An empty value (null, blank, []) means unanswered and is dropped from the output.
 *
 * A draft (the default) may be partial: required fields, minimum selections and minimum uploads are
 * enforced only with `{ complete: true }`, when completing the result; maximums always are.
 *
 * The answers are the whole form unless `{ partial: true }`: then answers of fields hidden by a
 * condition (`visibleFields`) are dropped and hidden fields are not required. A partial list (the
 * server merging a draft into stored answers) is checked field by field and judged once merged.
 */
export function answerSchemaOf(fields: readonly FormField[], options: { complete?: boolean; partial?: boolean } = {}) {
  const complete = options.complete === true;
  const byRef = new Map(fields.map((f) => [f.ref, f]));
  const answerInput = z.object({ ref: z.string().max(40), value: z.unknown() });
  return z
    .array(answerInput)
    .max(MAX_FORM_FIELDS)
    .transform((answers, ctx) => {
      const out: FormAnswer[] = [];
      const seen = new Set<string>();
      const failed = new Set<string>();
      for (const { ref, value } of answers) {
        const field = byRef.get(ref);
        if (!field) {
          failed.add(ref);
          ctx.addIssue({ code: 'custom', path: [ref], message: A.unknownField });
          continue;
        }
        if (seen.has(ref)) {
          ctx.addIssue({ code: 'custom', path: [ref], message: A.duplicate });
          continue;
        }
        seen.add(ref);
        if (field.type === 'section') {
          if (!isEmpty(value)) ctx.addIssue({ code: 'custom', path: [ref], message: A.notAnswerable });
          continue;
        }
        if (isEmpty(value)) continue;
        const parsed = valueSchemaOf(field, complete).safeParse(value);
        if (!parsed.success) {
          failed.add(ref);
          for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: [ref, ...issue.path], message: issue.message });
          continue;
        }
        out.push({ ref, value: parsed.data });
      }
      if (options.partial) return out;
      const visible = visibleFields(fields, out);
      const shown = new Set(visible.map((f) => f.ref));
      if (complete) {
        for (const field of visible) {
          if (field.required && field.type !== 'section' && !out.some((a) => a.ref === field.ref) && !failed.has(field.ref)) {
            ctx.addIssue({ code: 'custom', path: [field.ref], message: A.required });
          }
        }
      }
      return out.filter((a) => shown.has(a.ref));
    });
}
