import {
  CSV_FILES,
  formatPostalCode,
  provinceById,
  type Pair,
  type Paged,
  type Store,
  type StoreListQuery,
  type StoreRegion,
  type StoreSort,
} from '@fieldops/contract';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { storeAreaCondition } from '../../lib/area-scope.js';
import { toCsv, type CsvFile } from '../../lib/csv.js';
import type { SessionUser } from '../../lib/sessions.js';
import { runList, runListAll, whereClause } from '../../lib/list-query.js';
import { storeSearch, storeSource, toStore, type StoreRow } from './store-source.js';
import { localName } from '../../lib/reading-language.js';

/** Filters name only the stores table, so the count needs no join (see storeSource.countFrom). */
const filtersOf = (q: StoreListQuery, viewer: SessionUser): (SQL | undefined)[] => [
  storeAreaCondition(viewer, sql`s.territory_id`),
  ...(q.regionID
    ? [
        sql`s.territory_id in (select ft.id from territories ft join districts fd on fd.id = ft.district_id where fd.region_id = ${q.regionID})`,
      ]
    : []),
  ...(q.districtID ? [sql`s.territory_id in (select ft.id from territories ft where ft.district_id = ${q.districtID})`] : []),
  ...(q.territoryID ? [sql`s.territory_id = ${q.territoryID}`] : []),
];

/** The stores of the viewer's area (all for admins), paged. */
export async function listStores(db: DbOrTx, query: StoreListQuery, viewer: SessionUser): Promise<Paged<Store>> {
  const { rows, meta } = await runList<StoreRow, StoreSort>(db, storeSource, query, filtersOf(query, viewer));
  return { data: rows.map(toStore), meta };
}

/** An active store of the viewer's area (null outside it, as for an unknown id). */
export async function findStore(db: DbOrTx, id: number, viewer: SessionUser): Promise<Store | null> {
  const where = whereClause([...storeSource.base!, sql`s.id = ${id}`, storeAreaCondition(viewer, sql`s.territory_id`)]);
  const [row] = await queryRows<StoreRow>(db, sql`select ${storeSource.columns} ${storeSource.from} ${where}`);
  return row ? toStore(row) : null;
}

/** Store picker: `{ value: id, label: name }` of the first matches by name, in the viewer's area. */
export async function searchStores(db: DbOrTx, query: { q?: string; limit: number }, viewer: SessionUser): Promise<Pair[]> {
  const q = query.q?.trim();
  return queryRows<Pair>(
    db,
    sql`select s.id as value, s.name as label from stores s
         ${whereClause([sql`s.deleted_at is null`, q ? storeSearch(q) : undefined, storeAreaCondition(viewer, sql`s.territory_id`)])}
         order by lower(s.name), s.id limit ${query.limit}`,
  );
}

/** Regions, each with its active stores of the viewer's area, for 'select stores by region' (one query). */
export async function storeRegions(db: DbOrTx, viewer: SessionUser): Promise<StoreRegion[]> {
  const rows = await queryRows<{ region_id: number; region_name: string; id: number; name: string }>(
    db,
    sql`select r.id as region_id, ${localName('r')} as region_name, s.id, s.name
          from stores s
          join territories t on t.id = s.territory_id
          join districts d on d.id = t.district_id
          join regions r on r.id = d.region_id
         ${whereClause([sql`s.deleted_at is null`, storeAreaCondition(viewer, sql`s.territory_id`)])}
         order by lower(${localName('r')}), r.id, lower(s.name), s.id`,
  );
  const regions: StoreRegion[] = [];
  for (const row of rows) {
    let region = regions.at(-1);
    if (region?.id !== row.region_id) {
      region = { id: row.region_id, name: row.region_name, stores: [] };
      regions.push(region);
    }
    region.stores.push({ id: row.id, name: row.name });
  }
  return regions;
}

export async function storesCsv(db: DbOrTx, query: StoreListQuery, viewer: SessionUser): Promise<CsvFile> {
  const rows = (await runListAll<StoreRow, StoreSort>(db, storeSource, query, filtersOf(query, viewer))).map(toStore);
  const body = toCsv<Store>(
    [
      { header: 'ID', value: (s) => s.id },
      { header: 'Store Name', value: (s) => s.name },
      { header: 'Store Number', value: (s) => s.storeNumber },
      { header: 'Address Line 1', value: (s) => s.addressLine1 },
      { header: 'Address Line 2', value: (s) => s.addressLine2 },
      { header: 'City', value: (s) => s.city },
      { header: 'Province', value: (s) => provinceById(s.province)?.code ?? s.province },
      { header: 'Postal Code', value: (s) => formatPostalCode(s.postalCode) },
      { header: 'Phone Number', value: (s) => s.phoneNo },
      { header: 'Territory', value: (s) => s.territory.name },
      { header: 'District', value: (s) => s.district.name },
      { header: 'Region', value: (s) => s.region.name },
      { header: 'FSR', value: (s) => s.user?.name },
      { header: 'SSR', value: (s) => s.isSSR },
      { header: 'Opt Out', value: (s) => s.isOptOut },
      { header: 'Store Manager', value: (s) => s.storeManager },
      { header: 'SM Email', value: (s) => s.SMEmail },
      { header: 'Assistant Manager', value: (s) => s.assistantManager },
      { header: 'AM Email', value: (s) => s.AMEmail },
      { header: 'Hardware DS', value: (s) => s.hardwareDS },
      { header: 'HDS Email', value: (s) => s.HDSEmail },
      { header: 'Seasonal DS', value: (s) => s.seasonalDS },
      { header: 'SDS Email', value: (s) => s.SDSEmail },
    ],
    rows,
  );
  return { fileName: CSV_FILES.stores, body };
}
