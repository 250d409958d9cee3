import { en, type District, type DistrictDetail, type Region } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { districtAreaCondition, territoryAreaCondition } from '../../lib/area-scope.js';
import { whereClause } from '../../lib/list-query.js';
import type { SessionUser } from '../../lib/sessions.js';
import { localName } from '../../lib/reading-language.js';
import { versionSql } from '../../lib/record-version.js';

export async function listRegions(db: DbOrTx): Promise<Region[]> {
  return queryRows<Region>(db, sql`select r.id, ${localName('r')} as name from regions r order by lower(${localName('r')}), r.id`);
}

type DistrictRow = { id: number; version: string; name: string; region_id: number; region_name: string; retired?: boolean };
/**
 * What `toDistrict` reads of district `d` and its region `r`. The version (lib/record-version.ts)
 * is what the settings screen's form sends back as If-Match.
 */
const DISTRICT_COLUMNS = sql`d.id, ${versionSql(sql`d.updated_at`)} as version, d.name, d.region_id, ${localName('r')} as region_name`;
const toDistrict = (r: DistrictRow): District & { retired?: boolean } => ({
  id: r.id,
  version: r.version,
  name: r.name,
  regionID: r.region_id,
  region: { id: r.region_id, name: r.region_name },
  ...(r.retired === undefined ? {} : { retired: r.retired }),
});

/**
 * The active districts of the viewer's area (all for admins), optionally of one region; `all` (an
 * admin's settings screen) adds the retired ones, flagged `retired`.
 */
export async function listDistricts(db: DbOrTx, query: { regionID?: number }, viewer: SessionUser, all = false): Promise<District[]> {
  const rows = await queryRows<DistrictRow>(
    db,
    sql`select ${DISTRICT_COLUMNS} ${all ? sql`, d.retired_at is not null as retired` : sql``}
          from districts d join regions r on r.id = d.region_id
         ${whereClause([
           all ? undefined : sql`d.retired_at is null`,
           query.regionID ? sql`d.region_id = ${query.regionID}` : undefined,
           districtAreaCondition(viewer, sql`d.id`),
         ])}
         order by lower(d.name), d.id`,
  );
  return rows.map(toDistrict);
}

/** One district as the settings screen lists it (retired ones flagged), whatever the area: an admin's write answers it. */
export async function settingsDistrict(db: DbOrTx, id: number): Promise<District & { retired: boolean }> {
  const [row] = await queryRows<DistrictRow & { retired: boolean }>(
    db,
    sql`select ${DISTRICT_COLUMNS}, d.retired_at is not null as retired
          from districts d join regions r on r.id = d.region_id
         where d.id = ${id}`,
  );
  return { ...toDistrict(row), retired: row.retired };
}

/**
 * A district of the viewer's area with its territories of that area (by name), in one query;
 * outside the area the same 404 as an unknown id (DESIGN §4).
 */
export async function getDistrict(db: DbOrTx, id: number, viewer: SessionUser): Promise<DistrictDetail> {
  const territoryArea = territoryAreaCondition(viewer, sql`t.id`);
  const rows = await queryRows<DistrictRow & { t_id: number | null; t_name: string | null; t_manager: number | null }>(
    db,
    sql`select ${DISTRICT_COLUMNS}, t.id as t_id, t.name as t_name, t.manager_id as t_manager
          from districts d
          join regions r on r.id = d.region_id
          left join territories t on t.district_id = d.id and t.deleted_at is null ${territoryArea ? sql`and ${territoryArea}` : sql``}
         ${whereClause([sql`d.id = ${id}`, districtAreaCondition(viewer, sql`d.id`)])}
         order by lower(t.name), t.id`,
  );
  if (rows.length === 0) throw notFound(en.masterData.districts.notFound);
  return {
    ...toDistrict(rows[0]),
    territories: rows.filter((r) => r.t_id !== null).map((r) => ({ id: r.t_id!, name: r.t_name!, managerID: r.t_manager })),
  };
}
