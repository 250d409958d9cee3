import { COMPLETED_STATUSES, PRIORITIES, type ObjectiveCounts, type ObjectiveRow, type ObjectiveSort } from '@fieldops/contract';
import { sql, type SQL } from 'drizzle-orm';
import { type ListSource, textMatch } from '../../lib/list-query.js';
import { intArray } from '../../lib/sql-array.js';
import { storeAreaCondition } from '../../lib/area-scope.js';
import type { Viewer } from '../../lib/viewer.js';
import { localName } from '../../lib/reading-language.js';

export type ObjectiveDbRow = {
  id: number;
  title: string;
  description: string | null;
  objective_type_id: number;
  type_name: string;
  brand_id: number;
  brand_name: string;
  priority: string;
  is_custom: number;
  start_date: string;
  end_date: string;
  due_date: string;
  expiry_date: string;
  month: number;
  year: number;
};

export const objectiveColumns = sql`o.id, o.title, o.description, o.objective_type_id, ${localName('ot')} as type_name, o.brand_id,
  b.name as brand_name, o.priority, o.is_custom, o.start_date::text as start_date, o.end_date::text as end_date,
  o.due_date::text as due_date, o.expiry_date::text as expiry_date,
  extract(month from o.start_date)::int as month, extract(year from o.start_date)::int as year`;

export const objectiveFrom = sql`from objectives o
  join objective_types ot on ot.id = o.objective_type_id
  join brands b on b.id = o.brand_id`;

/** Percent complete of `o` for the viewer's stores, in SQL (the `status` sort key). */
function percentExpression(viewer: Viewer): SQL {
  const area = storeAreaCondition(viewer.user, sql`ps.territory_id`);
  return sql`(select coalesce(count(*) filter (where px.status_id = any(${intArray(COMPLETED_STATUSES)})) * 100 / nullif(count(*), 0), 0)
                from store_objectives px ${area ? sql`join stores ps on ps.id = px.store_id` : sql``}
               where px.objective_id = o.id ${area ? sql`and ${area}` : sql``})`;
}

/** The objectives list (active objectives); the page is chosen on `objectives` alone where the sort allows. */
export function objectiveSource(viewer: Viewer): ListSource<ObjectiveSort> {
  return {
    columns: objectiveColumns,
    from: objectiveFrom,
    countFrom: sql`from objectives o`,
    deferredJoin: { key: sql`o.id`, sorts: ['id', 'title', 'month', 'year', 'dueDate', 'expiryDate', 'status'] },
    base: [sql`o.deleted_at is null`],
    search: (q) => textMatch(q, [sql`o.title`]),
    sorts: {
      id: sql`o.id`,
      title: sql`lower(o.title)`,
      type: sql`lower(${localName('ot')})`,
      month: [sql`extract(month from o.start_date)`, sql`o.start_date`],
      year: sql`o.start_date`,
      dueDate: sql`o.due_date`,
      expiryDate: sql`o.expiry_date`,
      status: percentExpression(viewer),
    },
    defaultSort: '-dueDate',
    tiebreak: sql`o.id`,
  };
}

export function toObjectiveRow(r: ObjectiveDbRow, counts: ObjectiveCounts, percent: number, withCounts: boolean): ObjectiveRow {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    objectiveTypeID: r.objective_type_id,
    objectiveType: { id: r.objective_type_id, name: r.type_name },
    brandID: r.brand_id,
    brand: { id: r.brand_id, name: r.brand_name },
    priority: (PRIORITIES as readonly string[]).includes(r.priority) ? (r.priority as ObjectiveRow['priority']) : 'A',
    isCustom: r.is_custom ? 1 : 0,
    startDate: r.start_date,
    endDate: r.end_date,
    dueDate: r.due_date,
    expiryDate: r.expiry_date,
    status: percent,
    month: r.month,
    year: r.year,
    ...(withCounts ? { counts } : {}),
  };
}
