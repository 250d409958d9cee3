import { currentAnswers, objectiveAnswersCsvFile, type AnswerValue, type FormField } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { storeAreaCondition } from '../../lib/area-scope.js';
import { readerText, toCsv, type CsvColumn, type CsvFile } from '../../lib/csv.js';
import { whereClause } from '../../lib/list-query.js';
import type { Viewer } from '../../lib/viewer.js';
import { fileUrlOf } from '../../storage/file-storage.js';
import { formFields } from '../forms/service.js';
import { assertVisibleObjective } from './summary-csv.js';
import { localName } from '../../lib/reading-language.js';

type Row = {
  store_name: string;
  store_number: string;
  territory_name: string;
  status_label: string;
  answers: Record<string, AnswerValue> | string | null;
  files: Record<string, string[]> | string | null;
};

const parsed = <T>(value: T | string | null): T | null => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** A row's answers as the form stands now (`currentAnswers`), by ref. */
function shownAnswers(form: FormField[], row: Row): Map<string, AnswerValue> {
  const stored = Object.entries(parsed(row.answers) ?? {}).map(([ref, value]) => ({ ref, value }));
  return new Map(currentAnswers(form, stored).map((a) => [a.ref, a.value]));
}

/**
 * One answer as a spreadsheet cell: options joined, Yes/No spelled out in the reader's language,
 * photos as their whole links (`origin` the server's PUBLIC_URL), which open from the file too.
 */
function cell(field: FormField, value: AnswerValue | undefined, files: string[] | undefined, origin: string): string | number | null {
  if (field.type === 'photo') return files?.map((key) => `${origin}${fileUrlOf(key)}`).join(' ') ?? null;
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return readerText(value ? 'objectives.result.yes' : 'objectives.result.no');
  if (Array.isArray(value)) return value.join(', ');
  return value;
}

/**
 * GET /objective/{id}/answersCSV: one line per store result of the objective, of the viewer's
 * stores only (404 for an objective outside the area, as CSVsummary), with the store, its
 * territory and status, then one column per form field (its label) in form order.
 */
export async function answersCsv(db: DbOrTx, id: number, viewer: Viewer, origin: string): Promise<CsvFile> {
  await assertVisibleObjective(db, id, viewer);
  const form = await formFields(db, id);
  const fields = form.filter((f) => f.type !== 'section');
  const rows = await queryRows<Row>(
    db,
    sql`select s.name as store_name, s.store_number, t.name as territory_name, coalesce(${localName('ir')}, ${localName('st')}) as status_label,
               (select json_object_agg(a.ref, a.value) from store_objective_answers a where a.store_objective_id = so.id) as answers,
               (select json_object_agg(k.ref, k.keys) from (
                  select l.ref, json_agg(f.key order by l.position, f.id) as keys
                    from store_objective_files l join files f on f.id = l.file_id
                   where l.store_objective_id = so.id and l.ref is not null group by l.ref) k) as files
          from store_objectives so
          join objectives o on o.id = so.objective_id and o.deleted_at is null
          join objective_statuses st on st.id = so.status_id
          left join incomplete_reasons ir on ir.id = so.incomplete_reason_id
          join stores s on s.id = so.store_id
          join territories t on t.id = s.territory_id
        ${whereClause([sql`so.objective_id = ${id}`, storeAreaCondition(viewer.user, sql`s.territory_id`)])}
        order by lower(t.name), lower(s.name), so.id`,
  );
  const shown = new Map(rows.map((r) => [r, shownAnswers(form, r)]));
  const columns: CsvColumn<Row>[] = [
    { header: 'Store', value: (r) => r.store_name },
    { header: 'Store Number', value: (r) => r.store_number },
    { header: 'Territory', value: (r) => r.territory_name },
    { header: 'Status', value: (r) => r.status_label },
    ...fields.map((field): CsvColumn<Row> => ({
      header: field.label,
      value: (r) => {
        const answers = shown.get(r);
        return answers?.has(field.ref) ? cell(field, answers.get(field.ref), parsed(r.files)?.[field.ref], origin) : null;
      },
    })),
  ];
  return { fileName: objectiveAnswersCsvFile(id), body: toCsv(columns, rows) };
}
