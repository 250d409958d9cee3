import { formDefinitionSchema, type FormDefinitionBody } from '@fieldops/contract';
import type { DbOrTx } from '../client.js';
import { objectiveFieldTemplates, objectiveFields } from '../schema/index.js';

/** A store audit that uses every field type at least once. */
const DISPLAY_AUDIT: FormDefinitionBody = {
  fields: [
    { ref: 'display', type: 'section', label: 'The display' },
    { ref: 'built', type: 'boolean', label: 'Is the display built?', required: true },
    // Conditional: asked only when the display is not built.
    {
      ref: 'not-built',
      type: 'textarea',
      label: 'Why is it not built?',
      required: true,
      meta: { showWhen: { ref: 'built', value: 'False' } },
    },
    { ref: 'location', type: 'radio', label: 'Where is it?', required: true, meta: { options: ['Front of store', 'End cap', 'Aisle'] } },
    { ref: 'facings', type: 'numeric', label: 'Facings on the shelf', required: true, meta: { size: 50 } },
    { ref: 'built-on', type: 'date', label: 'Built on', meta: { size: 50 } },
    {
      ref: 'signage',
      type: 'checkbox',
      label: 'Signage in place',
      meta: { options: ['Header card', 'Shelf talker', 'Floor decal', 'Price sign'], minimumSelected: 1, maximumSelected: 4 },
    },
    { ref: 'photos', type: 'photo', label: 'Photos of the display', required: true, meta: { minimumUploads: 1, maximumUploads: 3 } },
    { ref: 'contact', type: 'section', label: 'Store contact' },
    { ref: 'manager', type: 'text', label: 'Manager on duty' },
    { ref: 'manager-email', type: 'email', label: 'Manager e-mail', meta: { size: 50 } },
    { ref: 'manager-phone', type: 'tel', label: 'Manager phone', meta: { size: 50 } },
    {
      ref: 'stock',
      type: 'selection',
      label: 'Stock level',
      meta: { options: ['Full', 'Half', 'Low', 'Out'], minimumSelected: 1, maximumSelected: 1 },
    },
    { ref: 'notes', type: 'textarea', label: 'Notes for head office' },
  ],
};

/** A short check, the second template. */
const SHELF_CHECK: FormDefinitionBody = {
  fields: [
    { ref: 'in-stock', type: 'boolean', label: 'Is the product in stock?', required: true },
    { ref: 'units', type: 'numeric', label: 'Units on the shelf' },
    { ref: 'shelf-photo', type: 'photo', label: 'Photo of the shelf', meta: { minimumUploads: 1, maximumUploads: 1 } },
  ],
};

/**
 * The forms of the demo's custom objectives (the audit and the shelf check in turn) and both as
 * templates. Parsed with the contract's schema, so the demo holds only forms the builder could save.
 */
export async function seedDemoForms(db: DbOrTx, options: { objectiveIds: number[]; adminId: number }): Promise<void> {
  const audit = formDefinitionSchema.parse(DISPLAY_AUDIT).fields;
  const shelf = formDefinitionSchema.parse(SHELF_CHECK).fields;
  const rows = options.objectiveIds.flatMap((objectiveId, i) => (i % 2 === 0 ? audit : shelf).map((f) => ({ objectiveId, ...f })));
  if (rows.length > 0) await db.insert(objectiveFields).values(rows);
  await db.insert(objectiveFieldTemplates).values([
    { name: 'Display audit', fields: audit, createdBy: options.adminId },
    { name: 'Shelf check', fields: shelf, createdBy: options.adminId },
  ]);
}
