import { describe, expect, it } from 'vitest';
import type { FormField } from '@fieldops/contract';
import { dropBrokenConditions } from './conditions';
import { newField, withNewRefs } from './new-field';

const open = { ...newField('boolean'), label: 'Open?' };
const kind = { ...newField('radio'), label: 'Kind', meta: { ...newField('radio').meta, options: ['Aisle', 'End cap'] } };
const when = (field: FormField, ref: string, value: string | boolean): FormField => ({
  ...field,
  meta: { ...field.meta, showWhen: { ref, value } },
});
const why = when({ ...newField('text'), label: 'Why closed?' }, open.ref, false);
const where = when({ ...newField('text'), label: 'Which aisle?' }, kind.ref, 'Aisle');

describe('form builder: conditions after an edit', () => {
  it('keeps conditions that hold', () => {
    const fields = [open, why, kind, where];
    expect(dropBrokenConditions(fields)).toEqual({ fields, dropped: [] });
  });

  it('takes off a condition whose field was removed, moved below, or lost the chosen option, naming the field', () => {
    const removed = dropBrokenConditions([why, kind, where]);
    expect(removed.dropped).toEqual(['Why closed?']);
    expect(removed.fields[0]!.meta.showWhen).toBeUndefined();
    expect(removed.fields[2]).toBe(where);

    expect(dropBrokenConditions([open, why, where, kind]).dropped).toEqual(['Which aisle?']);
    const renamed = { ...kind, meta: { ...kind.meta, options: ['Shelf', 'End cap'] } };
    expect(dropBrokenConditions([open, why, renamed, where]).dropped).toEqual(['Which aisle?']);
  });

  it("a template's fields get new refs and their conditions follow them", () => {
    const copied = withNewRefs([open, why, kind, where]);
    expect(copied.map((f) => f.ref)).not.toContain(open.ref);
    expect(copied[1]!.meta.showWhen).toEqual({ ref: copied[0]!.ref, value: false });
    expect(copied[3]!.meta.showWhen).toEqual({ ref: copied[2]!.ref, value: 'Aisle' });
    expect(dropBrokenConditions(copied).dropped).toEqual([]);
  });
});
