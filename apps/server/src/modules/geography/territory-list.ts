import { CSV_FILES, displayName, en, type Paged, type Territory, type TerritorySort, type TerritoryListQuery } from '@fieldops/contract';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { territoryAreaCondition } from '../../lib/area-scope.js';
import { toCsv, type CsvFile } from '../../lib/csv.js';
import { runList, runListAll, whereClause, type ListSource, textMatch } from '../../lib/list-query.js';
import type { SessionUser } from '../../lib/sessions.js';
import { localName } from '../../lib/reading-language.js';
import { versionSql } from '../../lib/record-version.js';

type Row = {
  id: number;
  version: string;
  name: string;
  district_id: number;
  district_name: string;
  region_id: number;
  region_name: string;
  manager_id: number | null;
  manager_first: string | null;
  manager_last: string | null;
};

const managerName = sql`lower(m.first_name || ' ' || m.last_name)`;

export const territorySource: ListSource<TerritorySort> = {
  columns: sql`t.id, t.name, t.district_id, d.name as district_name, r.id as region_id, ${localName('r')} as region_name,
               m.id as manager_id, m.first_name as manager_first, m.last_name as manager_last, ${versionSql(sql`t.updated_at`)} as version`,
  from: sql`from territories t
            join districts d on d.id = t.district_id
            join regions r on r.id = d.region_id
            left join users m on m.id = t.manager_id`,
  base: [sql`t.deleted_at is null`],
  search: (q) => {
    return textMatch(q, [sql`t.name`, sql`d.name`, managerName]);
  },
  sorts: {
    id: sql`t.id`,
    name: sql`lower(t.name)`,
    district: sql`lower(d.name)`,
    region: sql`lower(${localName('r')})`,
    manager: managerName,
  },
  defaultSort: 'name',
  tiebreak: sql`t.id`,
};

function toTerritory(r: Row): Territory {
  return {
    id: r.id,
    version: r.version,
    name: r.name,
    originalName: r.name,
    districtID: r.district_id,
    managerID: r.manager_id,
    district: { id: r.district_id, name: r.district_name },
    region: { id: r.region_id, name: r.region_name },
    manager: r.manager_id ? { id: r.manager_id, name: displayName(r.manager_first ?? '', r.manager_last ?? '') } : null,
  };
}

/** The district and region filters, within the viewer's area (a rep their territory, a DS their district's, a DSM their region's). */
const filtersOf = (q: { districtID?: number; regionID?: number }, viewer: SessionUser): (SQL | undefined)[] => [
  ...(q.districtID ? [sql`t.district_id = ${q.districtID}`] : []),
  ...(q.regionID ? [sql`d.region_id = ${q.regionID}`] : []),
  territoryAreaCondition(viewer, sql`t.id`),
];

export async function listTerritories(db: DbOrTx, query: TerritoryListQuery, viewer: SessionUser): Promise<Paged<Territory>> {
  const { rows, meta } = await runList<Row, TerritorySort>(db, territorySource, query, filtersOf(query, viewer));
  return { data: rows.map(toTerritory), meta };
}

/** Every territory of the viewer's area (selectors), by name. */
export async function allTerritories(
  db: DbOrTx,
  query: { districtID?: number; regionID?: number },
  viewer: SessionUser,
): Promise<Territory[]> {
  const rows = await runListAll<Row, TerritorySort>(db, territorySource, {}, filtersOf(query, viewer));
  return rows.map(toTerritory);
}

/** A live territory of the viewer's area (null outside it, as for an unknown id). */
export async function findTerritory(db: DbOrTx, id: number, viewer: SessionUser): Promise<Territory | null> {
  const where = whereClause([...territorySource.base!, sql`t.id = ${id}`, territoryAreaCondition(viewer, sql`t.id`)]);
  const [row] = await queryRows<Row>(db, sql`select ${territorySource.columns} ${territorySource.from} ${where}`);
  return row ? toTerritory(row) : null;
}

export async function territoriesCsv(db: DbOrTx, query: TerritoryListQuery, viewer: SessionUser): Promise<CsvFile> {
  const rows = (await runListAll<Row, TerritorySort>(db, territorySource, query, filtersOf(query, viewer))).map(toTerritory);
  const body = toCsv<Territory>(
    [
      { header: 'ID', value: (t) => t.id },
      { header: 'Territory', value: (t) => t.name },
      { header: 'Manager', value: (t) => t.manager?.name ?? en.masterData.unassigned },
      { header: 'District', value: (t) => t.district.name },
      { header: 'Region', value: (t) => t.region.name },
    ],
    rows,
  );
  return { fileName: CSV_FILES.territories, body };
}
