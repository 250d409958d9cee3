import { en, OBJECTIVE_STATUS, objectiveDates, type Objective, type ObjectiveInput, type UploadedFile } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { checkVersion, versionSql } from '../../lib/record-version.js';
import { objectiveAreaCondition, storeAreaCondition } from '../../lib/area-scope.js';
import { whereClause } from '../../lib/list-query.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { setObjectiveFiles } from '../files/attach.js';
import { deleteStoredKeys, toUploadedFile } from '../files/service.js';
import { formFields, formVersionOf } from '../forms/service.js';
import { countsFor, percentOf } from './counts.js';
import { removeObjectiveNotices } from './objective-notices.js';
import { objectiveColumns, objectiveFrom, toObjectiveRow, type ObjectiveDbRow } from './objective-source.js';
import { checkReferences } from './references.js';
import { assignStores } from './store-assignment.js';
import type { Viewer } from '../../lib/viewer.js';

const M = en.objectives;

type FileLinkRow = { kind: string; id: number; key: string; name: string; content_type: string; size: number };

/** The pictures and playbook files of an objective, in their order. */
export async function objectiveFiles(db: DbOrTx, objectiveId: number): Promise<{ images: UploadedFile[]; playbook: UploadedFile[] }> {
  const rows = await queryRows<FileLinkRow>(
    db,
    sql`select l.kind, f.id, f.key, f.name, f.content_type, f.size from objective_files l join files f on f.id = l.file_id
         where l.objective_id = ${objectiveId} order by l.kind, l.position, f.id`,
  );
  const of = (kind: string) => rows.filter((r) => r.kind === kind).map((r) => toUploadedFile({ ...r, contentType: r.content_type }));
  return { images: of('image'), playbook: of('playbook') };
}

/**
 * GET /objective/{id}: an active objective with its files, stores and counts — of the viewer's area
 * (DESIGN §4): archived objectives and those assigned to none of the viewer's stores are 404, and
 * the store list and counts name only the viewer's stores. `fields` is its form (custom objectives).
 */
export async function getObjective(db: DbOrTx, id: number, viewer: Viewer): Promise<Objective> {
  const [row] = await queryRows<ObjectiveDbRow & { version: string }>(
    db,
    sql`select ${objectiveColumns}, ${versionSql(sql`o.updated_at`)} as version ${objectiveFrom}
         ${whereClause([sql`o.id = ${id}`, sql`o.deleted_at is null`, objectiveAreaCondition(viewer.user, sql`o.id`)])}`,
  );
  if (!row) throw notFound(M.notFound);
  const [files, fields, stores, counts] = await Promise.all([
    objectiveFiles(db, id),
    formFields(db, id),
    queryRows<{ store_id: number }>(
      db,
      sql`select so.store_id from store_objectives so join stores s on s.id = so.store_id
           ${whereClause([sql`so.objective_id = ${id}`, storeAreaCondition(viewer.user, sql`s.territory_id`)])}
           order by so.store_id`,
    ),
    countsFor(db, [id], viewer),
  ]);
  const c = counts.get(id)!;
  const { month: _m, year: _y, ...core } = toObjectiveRow(row, c, percentOf(c), false);
  return {
    ...core,
    version: row.version,
    ...files,
    stores: stores.map((s) => s.store_id),
    store_objectives: stores.map((s) => ({ storeID: s.store_id })),
    counts: c,
    fields,
    formVersion: formVersionOf(fields),
  };
}

const columnsOf = (input: ObjectiveInput) => ({
  title: input.title,
  description: input.description,
  objectiveTypeId: input.objectiveTypeID,
  brandId: input.brandID,
  priority: input.priority,
  isCustom: input.isCustom,
  ...objectiveDates(input.dueDate),
});

/** POST /objective: the objective, its files and one result (status 1) per selected store, in one transaction. */
export async function createObjective(db: DbOrTx, input: ObjectiveInput, viewer: Viewer): Promise<Objective> {
  const id = await db.transaction(async (tx) => {
    const t = tx;
    await checkReferences(t, input, viewer.user, null);
    const c = columnsOf(input);
    const [row] = await queryRows<{ id: number }>(
      t,
      sql`insert into objectives (title, description, objective_type_id, brand_id, priority, is_custom, start_date, end_date, due_date, expiry_date, created_by)
          values (${c.title}, ${c.description}, ${c.objectiveTypeId}, ${c.brandId}, ${c.priority}, ${c.isCustom},
                  ${c.startDate}::date, ${c.endDate}::date, ${c.dueDate}::date, ${c.expiryDate}::date, ${viewer.user.id})
          returning id`,
    );
    await setObjectiveFiles(t, row.id, input.images, input.playbook);
    await assignStores(t, { id: row.id, title: input.title }, input.stores, input.confirmRemoveResults);
    return row.id;
  });
  return getObjective(db, id, viewer);
}

/**
 * PUT /objective/{id}: new fields, files and store list; results of stores that stay are kept as
 * they are, and taking off a store whose result has been worked on needs `confirmRemoveResults` (409).
 */
export async function updateObjective(
  db: DbOrTx,
  storage: FileStorage,
  id: number,
  input: ObjectiveInput,
  viewer: Viewer,
  /** The version the writer's form was opened on (If-Match): refused once someone has saved since. */
  expected: string | null = null,
): Promise<Objective> {
  const dropped = await db.transaction(async (tx) => {
    const t = tx;
    const [current] = await queryRows<{ id: number; version: string }>(
      t,
      sql`select id, ${versionSql(sql`updated_at`)} as version from objectives where id = ${id} and deleted_at is null for update`,
    );
    if (!current) throw notFound(M.notFound);
    checkVersion(current.version, expected);
    await checkReferences(t, input, viewer.user, id);
    const c = columnsOf(input);
    await t.execute(
      sql`update objectives set title = ${c.title}, description = ${c.description}, objective_type_id = ${c.objectiveTypeId},
            brand_id = ${c.brandId}, priority = ${c.priority}, is_custom = ${c.isCustom}, start_date = ${c.startDate}::date,
            end_date = ${c.endDate}::date, due_date = ${c.dueDate}::date, expiry_date = ${c.expiryDate}::date, updated_at = now()
          where id = ${id}`,
    );
    const files = await setObjectiveFiles(t, id, input.images, input.playbook);
    const photos = await assignStores(t, { id, title: input.title }, input.stores, input.confirmRemoveResults);
    return [...files, ...photos];
  });
  await deleteStoredKeys(storage, dropped);
  return getObjective(db, id, viewer);
}

/**
 * DELETE /objective/{id}: with any recorded result (a store result not in status 1) the objective
 * is archived, so its history stays; otherwise it goes with its results and files.
 */
export async function deleteObjective(db: DbOrTx, storage: FileStorage, id: number): Promise<'archived' | 'deleted'> {
  const { outcome, keys } = await db.transaction(async (tx) => {
    const t = tx;
    const [current] = await queryRows<{ id: number }>(t, sql`select id from objectives where id = ${id} and deleted_at is null for update`);
    if (!current) throw notFound(M.notFound);
    // Archived or gone, it answers 404 to everyone: its notices would lead nowhere.
    await removeObjectiveNotices(t, id);
    // Locks the results too: a rep completing one now waits, then finds it archived or gone.
    const results = await queryRows<{ status_id: number }>(
      t,
      sql`select status_id from store_objectives where objective_id = ${id} for update`,
    );
    if (results.some((r) => r.status_id !== OBJECTIVE_STATUS.incomplete)) {
      await t.execute(sql`update objectives set deleted_at = now() where id = ${id}`);
      return { outcome: 'archived' as const, keys: [] };
    }
    const files = await queryRows<{ key: string }>(
      t,
      sql`delete from files where id in (select file_id from objective_files where objective_id = ${id}
                                         union select sof.file_id from store_objective_files sof
                                           join store_objectives so on so.id = sof.store_objective_id where so.objective_id = ${id})
          returning key`,
    );
    await t.execute(sql`delete from objectives where id = ${id}`);
    return { outcome: 'deleted' as const, keys: files.map((f) => f.key) };
  });
  await deleteStoredKeys(storage, keys);
  return outcome;
}
