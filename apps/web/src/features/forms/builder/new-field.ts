import {
  BOOLEAN_OPTIONS,
  CHOICE_FIELD_TYPES,
  DEFAULT_FIELD_SIZE,
  MULTI_CHOICE_FIELD_TYPES,
  type FormField,
  type FormFieldType,
} from '@fieldops/contract';
import { i18n } from '../../../i18n';

/** The palette of spec 2 §2, in its order. The other types (email, tel, radio, checkbox) come from saved forms and templates. */
export const PALETTE_TYPES = [
  'section',
  'text',
  'selection',
  'textarea',
  'boolean',
  'numeric',
  'photo',
  'date',
] as const satisfies readonly FormFieldType[];

export const isChoiceType = (type: string) => (CHOICE_FIELD_TYPES as readonly string[]).includes(type);
export const isMultiChoiceType = (type: string) => (MULTI_CHOICE_FIELD_TYPES as readonly string[]).includes(type);

/**
 * A ref that stays with the field for its whole life (answers are keyed by it): the type and a
 * short random suffix, within FIELD_REF_PATTERN.
 */
export function newRef(type: string): string {
  const suffix = Math.random().toString(36).slice(2, 8).padEnd(6, '0');
  return `${type.replace(/[^a-z0-9]/g, '').slice(0, 20) || 'field'}-${suffix}`;
}

/** The placeholder options of a new choice field (spec 2 §2: two placeholders). */
export const placeholderOption = (n: number) => i18n.t('formBuilder.optionPlaceholder', { n });

/** A new field of the palette with the defaults of spec 2 §2 and §5. */
export function newField(type: FormFieldType): FormField {
  const multi = isMultiChoiceType(type);
  return {
    ref: newRef(type),
    type,
    label: i18n.t(`formBuilder.palette.${type}`),
    required: false,
    displayOrder: 0,
    meta: {
      options: type === 'boolean' ? [...BOOLEAN_OPTIONS] : isChoiceType(type) ? [placeholderOption(1), placeholderOption(2)] : [],
      size: DEFAULT_FIELD_SIZE,
      minimumSelected: multi ? 1 : null,
      maximumSelected: multi ? 1 : null,
      minimumUploads: type === 'photo' ? 1 : null,
      maximumUploads: type === 'photo' ? 1 : null,
    },
  };
}

/** A template's fields as new fields of this form: fresh refs, same settings, conditions following their field's new ref. */
export function withNewRefs(fields: readonly FormField[]): FormField[] {
  const renamed = new Map(fields.map((f) => [f.ref, newRef(f.type)]));
  return fields.map((f) => {
    const when = f.meta.showWhen;
    const meta = when ? { ...f.meta, showWhen: { ...when, ref: renamed.get(when.ref) ?? when.ref } } : f.meta;
    return { ...f, ref: renamed.get(f.ref) ?? newRef(f.type), meta };
  });
}
