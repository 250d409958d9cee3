import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/client.js';
import { DEMO } from './helpers.js';

/** The demo accounts' areas, with a store and a neighbouring territory of each, looked up by SQL. */
export interface DemoAreas {
  /** The regional manager's region (dsm@example.com). */
  region: number;
  /** The supervisor's district (ds@example.com), in that region. */
  district: number;
  /** The rep's territory (fsr@example.com), in that district. */
  territory: number;
  /** Another live territory of the supervisor's district. */
  neighbourTerritory: number;
  /** The active stores of the rep's territory, by id. */
  stores: number[];
}

/** Tests look ids up instead of writing them down: the demo's ids differ at every level (seed/id-ranges.ts). */
export async function demoAreas(db: DbOrTx): Promise<DemoAreas> {
  const areaOf = async (email: string) =>
    (await queryRows<{ area_id: number }>(db, sql`select area_id from users where email = ${email}`))[0].area_id;
  const [region, district, territory] = [await areaOf(DEMO.dsm), await areaOf(DEMO.ds), await areaOf(DEMO.fsr)];
  const [{ id: neighbourTerritory }] = await queryRows<{ id: number }>(
    db,
    sql`select id from territories where district_id = ${district} and id <> ${territory} and deleted_at is null order by id limit 1`,
  );
  const stores = await queryRows<{ id: number }>(
    db,
    sql`select id from stores where territory_id = ${territory} and deleted_at is null order by id`,
  );
  return { region, district, territory, neighbourTerritory, stores: stores.map((s) => s.id) };
}
