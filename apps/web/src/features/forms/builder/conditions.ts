import { BOOLEAN_OPTIONS, CONDITION_FIELD_TYPES, type FormField } from '@fieldops/contract';

/** Whether a field's condition still holds in this order: an earlier Yes/No or choice field, and one of its answers. */
function holds(field: FormField, earlier: readonly FormField[]): boolean {
  const when = field.meta.showWhen;
  if (!when) return true;
  const control = earlier.find((f) => f.ref === when.ref);
  if (!control || !(CONDITION_FIELD_TYPES as readonly string[]).includes(control.type)) return false;
  if (control.type === 'boolean') return typeof when.value === 'boolean' || (BOOLEAN_OPTIONS as readonly string[]).includes(when.value);
  return typeof when.value === 'string' && control.meta.options.includes(when.value);
}

/**
 * The builder's fields after an edit, with every condition that no longer holds taken off: its
 * controlling field was removed, moved below it, changed type or lost the chosen option. Answers
 * the labels of the fields that lost their condition, so the admin is told at once rather than at
 * save.
 */
export function dropBrokenConditions(fields: readonly FormField[]): { fields: FormField[]; dropped: string[] } {
  const dropped: string[] = [];
  const kept = fields.map((field, i) => {
    if (holds(field, fields.slice(0, i))) return field;
    dropped.push(field.label);
    const { showWhen: _, ...meta } = field.meta;
    return { ...field, meta };
  });
  return { fields: kept, dropped };
}
