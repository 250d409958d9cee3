import {
  CHOICE_FIELD_TYPES,
  currentAnswers,
  en,
  interpolate,
  type AnswerValue,
  type FormDefinition,
  type FormField,
  type FormTemplate,
  type FormTemplateRow,
} from '@fieldops/contract';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { conflict, invalid, notFound } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { deleteStoredKeys } from '../files/service.js';
import { checkVersion } from '../../lib/record-version.js';

const M = en.formBuilder;

type FieldRow = { ref: string; type: FormField['type']; label: string; required: boolean; display_order: number; meta: FormField['meta'] };
const toField = (r: FieldRow): FormField => ({
  ref: r.ref,
  type: r.type,
  label: r.label,
  required: r.required,
  displayOrder: r.display_order,
  meta: r.meta,
});

/** The form of an objective, in display order (empty for a standard objective or a form not built yet). */
/**
 * A form's version: a digest of its fields as they are read (formFields), so it changes with every
 * save that changes the form. The builder sends the one it opened on; fields live in their own
 * rows, so the form has no updated_at of its own.
 */
export const formVersionOf = (fields: FormField[]): string =>
  createHash('sha256').update(JSON.stringify(fields)).digest('hex').slice(0, 32);

export async function formFields(db: DbOrTx, objectiveId: number): Promise<FormField[]> {
  const rows = await queryRows<FieldRow>(
    db,
    sql`select ref, type, label, required, display_order, meta from objective_fields
         where objective_id = ${objectiveId} order by display_order, id`,
  );
  return rows.map(toField);
}

/**
 * Locks the objective whose form changes: an active one (404 otherwise, like every objective
 * route), custom (422: a standard objective has no form, spec 2 §2).
 */
async function lockCustomObjective(tx: DbOrTx, objectiveId: number): Promise<void> {
  const [row] = await queryRows<{ is_custom: number }>(
    tx,
    sql`select is_custom from objectives where id = ${objectiveId} and deleted_at is null for update`,
  );
  if (!row) throw notFound(en.objectives.notFound);
  if (row.is_custom !== 1) throw invalid(M.notCustom, { isCustom: [M.notCustom] });
}

async function saveTemplate(tx: DbOrTx, name: string, fields: FormField[], userId: number): Promise<void> {
  const [taken] = await queryRows<{ id: number }>(tx, sql`select id from objective_field_templates where lower(name) = lower(${name})`);
  if (taken) throw conflict(M.templateExists, { templateName: [M.templateExists] });
  await tx.execute(
    sql`insert into objective_field_templates (name, fields, created_by) values (${name}, ${JSON.stringify(fields)}::jsonb, ${userId})`,
  );
}

/** Each answered field's options the new form no longer has, as a message parameter: `'Red', 'Blue' ('Colour')`. */
function optionsByField(lost: { ref: string; label: string; choice: string }[]): string {
  const groups = new Map<string, { label: string; options: string[] }>();
  for (const { ref, label, choice } of lost) {
    const group = groups.get(ref) ?? { label, options: [] };
    group.options.push(`'${choice}'`);
    groups.set(ref, group);
  }
  return [...groups.values()].map((g) => `${g.options.join(', ')} ('${g.label}')`).join('; ');
}

type StoredAnswer = { result: number; ref: string; value: AnswerValue };

/**
 * The answers a store gave that the old form shows and the new one (`kept`) would hide by its
 * conditions (a changed `showWhen`, or the answer it depends on gone with its option), of fields
 * that stay with their type and whose answer still fits them: what other losses do not already name.
 */
function answersHidden(old: FormField[], kept: FormField[], stored: StoredAnswer[]): { result: number; ref: string }[] {
  const byResult = new Map<number, StoredAnswer[]>();
  for (const answer of stored) byResult.set(answer.result, [...(byResult.get(answer.result) ?? []), answer]);
  const unconditional = kept.map((f) => ({ ...f, meta: { ...f.meta, showWhen: undefined } }));
  const hidden: { result: number; ref: string }[] = [];
  for (const [result, answers] of byResult) {
    const shownBefore = new Set(currentAnswers(old, answers).map((a) => a.ref));
    const shownAfter = new Set(currentAnswers(kept, answers).map((a) => a.ref));
    for (const { ref } of currentAnswers(unconditional, answers)) {
      const before = old.find((f) => f.ref === ref);
      const after = kept.find((f) => f.ref === ref);
      if (shownBefore.has(ref) && !shownAfter.has(ref) && before?.type === after?.type) hidden.push({ result, ref });
    }
  }
  return hidden;
}

/**
 * Deletes the stores' answers to the fields of `objectiveId` that the new form (`kept`) drops or
 * gives another type (an answer of the old type would not fit), with the files of photo answers
 * (their keys are answered, to delete after commit). A choice field that stays keeps the answers
 * of the options it still has: an answer stores an option's text (contract `answerSchemaOf`), so
 * an option renamed or removed loses the answers that chose it (a multiple choice keeps its other
 * options; one left with none goes), while reordering options loses nothing. An answer the new
 * conditions (`showWhen`) would hide goes too, as the result's next save would drop it. Answers
 * are data people gathered, so unless `confirmed` losing any is a 409 naming the fields and options.
 * A result keeps its status: completed or approved on the form it answered, it stays so (the
 * status table lets no one take an approved result back to Incomplete); the next save of a
 * completed one checks it against the form as it now stands.
 */
async function dropLostAnswers(tx: DbOrTx, objectiveId: number, kept: FormField[], confirmed: boolean): Promise<string[]> {
  const results = sql`(select so.id from store_objectives so where so.objective_id = ${objectiveId})`;
  const keptFields = sql`jsonb_to_recordset(${JSON.stringify(
    kept.map(({ ref, type, label, meta }) => ({ ref, type, label, options: meta.options })),
  )}::jsonb) as k(ref text, type text, label text, options jsonb)`;
  const lost = await queryRows<{ ref: string; label: string; answered: boolean }>(
    tx,
    sql`select f.ref, f.label,
               exists (select 1 from store_objective_answers a where a.store_objective_id in ${results} and a.ref = f.ref) as answered
          from objective_fields f
         where f.objective_id = ${objectiveId}
           and not exists (select 1 from ${keptFields} where k.ref = f.ref and k.type = f.type)
         order by f.display_order, f.id`,
  );
  // The options stores chose that a choice field which stays no longer has (one value of a radio
  // answer, each of a multiple choice), in the order the field offered them, under its new label.
  const lostOptions = await queryRows<{ ref: string; label: string; choice: string }>(
    tx,
    sql`select distinct f.ref, k.label, f.display_order, f.id, o.value as choice,
               (select e.i from jsonb_array_elements_text(f.meta -> 'options') with ordinality as e(v, i) where e.v = o.value limit 1) as place
          from objective_fields f
          join ${keptFields} on k.ref = f.ref and k.type = f.type
          join store_objective_answers a on a.store_objective_id in ${results} and a.ref = f.ref
          cross join lateral jsonb_array_elements_text(
                  case when jsonb_typeof(a.value) = 'array' then a.value else jsonb_build_array(a.value) end) as o(value)
         where f.objective_id = ${objectiveId}
           and f.type in (select jsonb_array_elements_text(${JSON.stringify(CHOICE_FIELD_TYPES)}::jsonb))
           and not k.options @> jsonb_build_array(o.value)
         order by f.display_order, f.id, place nulls last, choice`,
  );
  const stored = await queryRows<StoredAnswer>(
    tx,
    sql`select a.store_objective_id as result, a.ref, a.value from store_objective_answers a where a.store_objective_id in ${results}`,
  );
  const hidden = answersHidden(await formFields(tx, objectiveId), kept, stored);
  const answered = lost.filter((f) => f.answered);
  if (answered.length === 0 && lostOptions.length === 0 && hidden.length === 0) return [];
  if (!confirmed) {
    const labels = answered.map((f) => `'${f.label}'`).join(', ');
    const options = optionsByField(lostOptions);
    const hiddenRefs = new Set(hidden.map((a) => a.ref));
    const hiddenLabels = kept
      .filter((f) => hiddenRefs.has(f.ref))
      .map((f) => `'${f.label}'`)
      .join(', ');
    const text =
      hidden.length > 0
        ? answered.length + lostOptions.length === 0
          ? M.removeAnsweredHidden
          : M.removeAnsweredHiddenAnd
        : lostOptions.length === 0
          ? M.removeAnswered
          : answered.length === 0
            ? M.removeAnsweredOptions
            : M.removeAnsweredAndOptions;
    const lostText = [labels, options].filter(Boolean).join('; ');
    // In one pass (interpolate): a label may hold `$&` or `{{…}}`.
    const message = interpolate(text, { labels, options, hidden: hiddenLabels, lost: lostText });
    throw conflict(message, { confirmRemoveAnswered: [message] });
  }
  const keys: string[] = [];
  if (hidden.length > 0) {
    const pairs = sql`(select h.result, h.ref from jsonb_to_recordset(${JSON.stringify(hidden)}::jsonb) as h(result int, ref text))`;
    await tx.execute(sql`delete from store_objective_answers where (store_objective_id, ref) in ${pairs}`);
    const files = await queryRows<{ key: string }>(
      tx,
      sql`delete from files where id in (select file_id from store_objective_files where (store_objective_id, ref) in ${pairs})
          returning key`,
    );
    keys.push(...files.map((f) => f.key));
  }
  if (lostOptions.length > 0) {
    const trimmed = new Set(lostOptions.map((o) => o.ref));
    const fields = sql`jsonb_to_recordset(${JSON.stringify(
      kept.filter((f) => trimmed.has(f.ref)).map((f) => ({ ref: f.ref, options: f.meta.options })),
    )}::jsonb) as k(ref text, options jsonb)`;
    // A multiple choice keeps the options still offered, in its order; an answer left with none,
    // or a single choice whose option is gone, is deleted.
    await tx.execute(
      sql`update store_objective_answers a
             set value = (select coalesce(jsonb_agg(e.v order by e.i), '[]'::jsonb)
                            from jsonb_array_elements(a.value) with ordinality as e(v, i) where k.options @> jsonb_build_array(e.v)),
                 updated_at = now()
            from ${fields}
           where a.store_objective_id in ${results} and a.ref = k.ref and jsonb_typeof(a.value) = 'array'
             and exists (select 1 from jsonb_array_elements(a.value) as e(v) where not k.options @> jsonb_build_array(e.v))`,
    );
    await tx.execute(
      sql`delete from store_objective_answers a using ${fields}
           where a.store_objective_id in ${results} and a.ref = k.ref
             and (a.value = '[]'::jsonb or (jsonb_typeof(a.value) <> 'array' and not k.options @> jsonb_build_array(a.value)))`,
    );
  }
  if (answered.length > 0) {
    const refs = sql`(select jsonb_array_elements_text(${JSON.stringify(answered.map((f) => f.ref))}::jsonb))`;
    await tx.execute(sql`delete from store_objective_answers where store_objective_id in ${results} and ref in ${refs}`);
    const files = await queryRows<{ key: string }>(
      tx,
      sql`delete from files where id in (select file_id from store_objective_files where store_objective_id in ${results} and ref in ${refs})
          returning key`,
    );
    keys.push(...files.map((f) => f.key));
  }
  return keys;
}

/**
 * POST (`create`: 409 when the objective has a form already) and PUT (`replace`) of
 * /objective/{id}/multiFields. Fields are matched by ref: one that stays keeps its row (and so,
 * later, its answers), new refs are added and missing ones removed. With a template name the same
 * fields are saved as a template, in the same transaction.
 */
export async function saveForm(
  db: DbOrTx,
  options: {
    objectiveId: number;
    definition: FormDefinition;
    mode: 'create' | 'replace';
    userId: number;
    storage: FileStorage;
    /** The form's version the builder was opened on (If-Match): refused (409) once someone has saved the form since. */
    expected?: string | null;
  },
): Promise<FormField[]> {
  const { objectiveId, definition, mode } = options;
  let dropped: string[];
  try {
    dropped = await db.transaction(async (tx) => {
      await lockCustomObjective(tx, objectiveId);
      if (options.expected) checkVersion(formVersionOf(await formFields(tx, objectiveId)), options.expected);
      if (mode === 'create') {
        const [existing] = await queryRows<{ n: number }>(
          tx,
          sql`select count(*)::int as n from objective_fields where objective_id = ${objectiveId}`,
        );
        if (existing.n > 0) throw conflict(M.alreadyHasForm);
      }
      const refs = JSON.stringify(definition.fields.map((f) => f.ref));
      const droppedKeys = await dropLostAnswers(tx, objectiveId, definition.fields, definition.confirmRemoveAnswered);
      await tx.execute(
        sql`delete from objective_fields where objective_id = ${objectiveId}
             and ref not in (select jsonb_array_elements_text(${refs}::jsonb))`,
      );
      const rows = JSON.stringify(
        definition.fields.map((f) => ({
          ref: f.ref,
          type: f.type,
          label: f.label,
          required: f.required,
          display_order: f.displayOrder,
          meta: f.meta,
        })),
      );
      await tx.execute(
        sql`insert into objective_fields (objective_id, ref, type, label, required, display_order, meta)
            select ${objectiveId}, f.ref, f.type, f.label, f.required, f.display_order, f.meta
              from jsonb_to_recordset(${rows}::jsonb) as f(ref text, type text, label text, required boolean, display_order int, meta jsonb)
            on conflict (objective_id, ref) do update
              set type = excluded.type, label = excluded.label, required = excluded.required,
                  display_order = excluded.display_order, meta = excluded.meta`,
      );
      if (definition.templateName) await saveTemplate(tx, definition.templateName, definition.fields, options.userId);
      return droppedKeys;
    });
  } catch (error) {
    // Two admins saving a template of the same name at once: the index decides, the second gets the same 409.
    if (isUniqueViolation(error, 'objective_field_templates_name_uq'))
      throw conflict(M.templateExists, { templateName: [M.templateExists] });
    throw error;
  }
  await deleteStoredKeys(options.storage, dropped);
  return formFields(db, objectiveId);
}

/**
 * DELETE /objective/{id}/multiFields (the builder's CLEAR): the objective has no form again. As
 * when saving, losing answers needs `confirmRemoveAnswered`.
 */
export async function clearForm(db: DbOrTx, storage: FileStorage, objectiveId: number, confirmed: boolean): Promise<void> {
  const dropped = await db.transaction(async (tx) => {
    await lockCustomObjective(tx, objectiveId);
    const keys = await dropLostAnswers(tx, objectiveId, [], confirmed);
    await tx.execute(sql`delete from objective_fields where objective_id = ${objectiveId}`);
    return keys;
  });
  await deleteStoredKeys(storage, dropped);
}

/** GET /objective_field_template: every template by name, with its number of fields. */
export async function listTemplates(db: DbOrTx): Promise<FormTemplateRow[]> {
  return queryRows<FormTemplateRow>(
    db,
    sql`select id, name, jsonb_array_length(fields)::int as "fieldCount" from objective_field_templates order by lower(name), id`,
  );
}

/** GET /objective_field_template/{id}. */
export async function getTemplate(db: DbOrTx, id: number): Promise<FormTemplate> {
  const [row] = await queryRows<FormTemplate>(db, sql`select id, name, fields from objective_field_templates where id = ${id}`);
  if (!row) throw notFound(M.templateNotFound);
  return row;
}

/** DELETE /objective_field_template/{id}: forms built from it keep their own copy of the fields. */
export async function deleteTemplate(db: DbOrTx, id: number): Promise<void> {
  const deleted = await queryRows<{ id: number }>(db, sql`delete from objective_field_templates where id = ${id} returning id`);
  if (deleted.length === 0) throw notFound(M.templateNotFound);
}
