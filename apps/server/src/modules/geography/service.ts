import { en, type District, type DistrictDetail, type Region } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';

export async function listRegions(db: DbOrTx): Promise<Region[]> {
  return queryRows<Region>(db, sql`select id, name from regions order by lower(name), id`);
}

type DistrictRow = { id: number; name: string; region_id: number; region_name: string };
const toDistrict = (r: DistrictRow): District => ({
  id: r.id,
  name: r.name,
  regionID: r.region_id,
  region: { id: r.region_id, name: r.region_name },
});

export async function listDistricts(db: DbOrTx, query: { regionID?: number }): Promise<District[]> {
  const rows = await queryRows<DistrictRow>(
    db,
    sql`select d.id, d.name, d.region_id, r.name as region_name
          from districts d join regions r on r.id = d.region_id
         ${query.regionID ? sql`where d.region_id = ${query.regionID}` : sql``}
         order by lower(d.name), d.id`,
  );
  return rows.map(toDistrict);
}

/** A district with its territories (by name), in one query. */
export async function getDistrict(db: DbOrTx, id: number): Promise<DistrictDetail> {
  const rows = await queryRows<DistrictRow & { t_id: number | null; t_name: string | null; t_manager: number | null }>(
    db,
    sql`select d.id, d.name, d.region_id, r.name as region_name, t.id as t_id, t.name as t_name, t.manager_id as t_manager
          from districts d
          join regions r on r.id = d.region_id
          left join territories t on t.district_id = d.id and t.deleted_at is null
         where d.id = ${id}
         order by lower(t.name), t.id`,
  );
  if (rows.length === 0) throw notFound(en.masterData.districts.notFound);
  return {
    ...toDistrict(rows[0]),
    territories: rows.filter((r) => r.t_id !== null).map((r) => ({ id: r.t_id!, name: r.t_name!, managerID: r.t_manager })),
  };
}
