import { currentAnswers, OBJECTIVE_STATUS, type PageMeta, type StoreObjective, type StoreObjectiveAnswer } from '@fieldops/contract';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { storeAreaCondition } from '../../lib/area-scope.js';
import { whereClause } from '../../lib/list-query.js';
import type { SessionUser } from '../../lib/sessions.js';
import { intArray } from '../../lib/sql-array.js';
import { formFields } from '../forms/service.js';
import { photosOf, resultColumns, resultCountFrom, resultFrom, toResult, type ResultRow } from './result-source.js';

type Photo = Parameters<typeof photosOf>[0];
type AnswerRow = { store_objective_id: number; ref: string; value: StoreObjectiveAnswer['value']; files: Photo | null };

/**
 * Results as GET /store/{storeId}/objective/{objectiveId} answers each (form fields and answers
 * with their photos), for a whole page at once: one query for the answers of every result, one
 * for the form of each objective on the page, whatever the page's size.
 */
export async function withForms(db: DbOrTx, rows: ResultRow[]): Promise<StoreObjective[]> {
  if (rows.length === 0) return [];
  const objectiveIds = [...new Set(rows.map((r) => r.objective_id))];
  const [forms, answers] = await Promise.all([
    Promise.all(objectiveIds.map(async (id) => [id, await formFields(db, id)] as const)),
    queryRows<AnswerRow>(
      db,
      sql`select a.store_objective_id, a.ref, a.value,
                 (select json_agg(json_build_object('id', f.id, 'key', f.key, 'name', f.name, 'content_type', f.content_type,
                           'size', f.size) order by l.position, f.id)
                    from store_objective_files l join files f on f.id = l.file_id
                   where l.store_objective_id = a.store_objective_id and l.ref = a.ref) as files
            from store_objective_answers a
           where a.store_objective_id = any(${intArray(rows.map((r) => r.id))})
           order by a.store_objective_id, a.ref`,
    ),
  ]);
  const fieldsOf = new Map(forms);
  const answersOf = new Map<number, StoreObjectiveAnswer[]>();
  for (const a of answers) {
    const answer = a.files ? { ref: a.ref, value: a.value, files: photosOf(a.files) } : { ref: a.ref, value: a.value };
    answersOf.set(a.store_objective_id, [...(answersOf.get(a.store_objective_id) ?? []), answer]);
  }
  return rows.map((row) => {
    const fields = fieldsOf.get(row.objective_id) ?? [];
    // As one result reads them: an answer the form no longer shows is not read (`currentAnswers`).
    return { ...toResult(row), fields, answers: currentAnswers(fields, answersOf.get(row.id) ?? []) };
  });
}

/** Full results (see withForms) by store result id, in the order of `ids`. */
export async function resultsByIds(db: DbOrTx, ids: number[]): Promise<StoreObjective[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<ResultRow>(db, sql`select ${resultColumns} ${resultFrom} where so.id = any(${intArray(ids)})`);
  const full = new Map((await withForms(db, rows)).map((r) => [r.id, r]));
  return ids.flatMap((id) => full.get(id) ?? []);
}

/**
 * GET /store_objective/approvals: the Completed results of the caller's area, the longest waiting
 * first (completion time, then id), each with its photos, form and answers.
 */
export async function approvalQueue(
  db: DbOrTx,
  page: { page: number; perPage: number },
  user: SessionUser,
): Promise<{ data: StoreObjective[]; meta: PageMeta }> {
  const where: SQL = whereClause([sql`so.status_id = ${OBJECTIVE_STATUS.completed}`, storeAreaCondition(user, sql`s.territory_id`)]);
  const [rows, [count]] = await Promise.all([
    queryRows<ResultRow>(
      db,
      sql`select ${resultColumns} ${resultFrom} ${where}
           order by so.completed_at asc nulls first, so.id asc
           limit ${page.perPage} offset ${(page.page - 1) * page.perPage}`,
    ),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total ${resultCountFrom} ${where}`),
  ]);
  return { data: await withForms(db, rows), meta: { page: page.page, perPage: page.perPage, total: count?.total ?? 0 } };
}
