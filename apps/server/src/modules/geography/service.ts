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
/** A district's version (lib/record-version.ts): the settings screen's form sends it back as If-Match. */
const districtVersion = versionSql(sql`d.updated_at`);
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
    sql`select d.id, ${districtVersion} as version, d.name, d.region_id, ${localName('r')} as region_name ${all ? sql`, d.retired_at is not null as retired` : sql``}
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

/**
 * A district of the viewer's area with its territories of that area (by name), in one query;
 * outside the area the same 404 as an unknown id (DESIGN §4).
 */
export async function getDistrict(db: DbOrTx, id: number, viewer: SessionUser): Promise<DistrictDetail> {
  const territoryArea = territoryAreaCondition(viewer, sql`t.id`);
  const rows = await queryRows<DistrictRow & { t_id: number | null; t_name: string | null; t_manager: number | null }>(
    db,
    sql`select d.id, ${districtVersion} as version, d.name, d.region_id, ${localName('r')} as region_name, t.id as t_id, t.name as t_name, t.manager_id as t_manager
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
