import { en, type DistrictInput, type LookupInput, type LookupRow, type SimpleListKey, type District } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { conflict, invalid, notFound } from '../../lib/app-error.js';
import { lockAtVersion, versionSql } from '../../lib/record-version.js';
import { settingsDistrict } from '../geography/service.js';

/**
 * The lists behind the forms (issue 12): admins add, rename and retire brands, trades, objective
 * types, incomplete reasons, win types and districts. Retiring sets `retired_at`: the row stays, so
 * old records (which join by id) keep their value's name, and the pickers' GET lists leave it out.
 * A value is never deleted for real, even one no record uses: ids stay stable and a retired value
 * can be told from a typing mistake on the settings screen.
 */
export const SIMPLE_LIST_TABLES: Record<SimpleListKey, string> = {
  brand: 'brands',
  trade: 'trades',
  objectiveType: 'objective_types',
  incompleteReason: 'incomplete_reasons',
  winType: 'win_types',
};

const M = en.settings.lists;
const nameTaken = (message: string) => invalid(message, { name: [message] });

/**
 * Locks the table for writers (readers go on) so the duplicate check and the new id (these tables'
 * ids are plain integers fixed by migration 0002, max + 1) cannot race another admin's save.
 */
async function lockTable(tx: DbOrTx, table: string): Promise<void> {
  await tx.execute(sql`lock table ${sql.identifier(table)} in share row exclusive mode`);
}

async function activeNameTaken(
  tx: DbOrTx,
  table: string,
  name: string,
  exceptId: number | null,
  scope = sql``,
  column = sql`name`,
): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select id from ${sql.identifier(table)}
         where retired_at is null and lower(${column}) = lower(${name}) ${exceptId === null ? sql`` : sql`and id <> ${exceptId}`} ${scope}
         limit 1`,
  );
  return rows.length > 0;
}

/** Both names are unique among the list's active values: a French reader's picker must not show two alike. */
async function checkNames(tx: DbOrTx, kind: SimpleListKey, input: LookupInput, exceptId: number | null): Promise<void> {
  const table = SIMPLE_LIST_TABLES[kind];
  if (await activeNameTaken(tx, table, input.name, exceptId)) throw nameTaken(M[kind].duplicate);
  if (input.nameFr !== null && (await activeNameTaken(tx, table, input.nameFr, exceptId, sql``, sql`coalesce(name_fr, name)`))) {
    throw invalid(M[kind].duplicate, { nameFr: [M[kind].duplicate] });
  }
}

const ROW = sql`id, ${versionSql(sql`updated_at`)} as version, name, name_fr as "nameFr"`;

export async function createLookup(db: DbOrTx, kind: SimpleListKey, input: LookupInput): Promise<LookupRow> {
  const table = SIMPLE_LIST_TABLES[kind];
  return db.transaction(async (tx) => {
    await lockTable(tx, table);
    await checkNames(tx, kind, input, null);
    const [row] = await queryRows<LookupRow>(
      tx,
      sql`insert into ${sql.identifier(table)} (id, name, name_fr)
          select coalesce(max(id), 0) + 1, ${input.name}, ${input.nameFr} from ${sql.identifier(table)}
          returning ${ROW}`,
    );
    return { ...row, retired: false };
  });
}

/**
 * Renames an active value (both names); a retired (or missing) one answers 404. Made on `expected`
 * (If-Match), it is refused once someone has saved (or retired) the value since.
 */
export async function renameLookup(
  db: DbOrTx,
  kind: SimpleListKey,
  id: number,
  input: LookupInput,
  expected: string | null = null,
): Promise<LookupRow> {
  const table = SIMPLE_LIST_TABLES[kind];
  return db.transaction(async (tx) => {
    await lockTable(tx, table);
    await lockAtVersion(tx, table, id, expected, M[kind].notFound, { activeOnly: true });
    await checkNames(tx, kind, input, id);
    const [row] = await queryRows<LookupRow>(
      tx,
      sql`update ${sql.identifier(table)} set name = ${input.name}, name_fr = ${input.nameFr}, updated_at = now()
           where id = ${id} returning ${ROW}`,
    );
    return { ...row, retired: false };
  });
}

/** Retires an active value; a retired (or missing) one answers 404. */
export async function retireLookup(db: DbOrTx, kind: SimpleListKey, id: number): Promise<void> {
  const table = SIMPLE_LIST_TABLES[kind];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update ${sql.identifier(table)} set retired_at = now(), updated_at = now() where id = ${id} and retired_at is null returning id`,
  );
  if (rows.length === 0) throw notFound(M[kind].notFound);
}

const D = M.district;

async function checkRegion(tx: DbOrTx, regionId: number): Promise<void> {
  const rows = await queryRows<{ id: number }>(tx, sql`select id from regions where id = ${regionId}`);
  if (rows.length === 0) throw invalid(D.regionNotFound, { regionID: [D.regionNotFound] });
}

/** Names are unique among the active districts of a region (two regions may both have a 'North'). */
export async function createDistrict(db: DbOrTx, input: DistrictInput): Promise<District & { retired: boolean }> {
  return db.transaction(async (tx) => {
    await lockTable(tx, 'districts');
    await checkRegion(tx, input.regionID);
    if (await activeNameTaken(tx, 'districts', input.name, null, sql`and region_id = ${input.regionID}`)) throw nameTaken(D.duplicate);
    const [{ id }] = await queryRows<{ id: number }>(
      tx,
      sql`insert into districts (name, region_id) values (${input.name}, ${input.regionID}) returning id`,
    );
    return settingsDistrict(tx, id);
  });
}

/**
 * Renames an active district, or moves it to another region (its territories go with it). Made on
 * `expected` (If-Match), it is refused once someone has saved (or retired) the district since.
 */
export async function updateDistrict(
  db: DbOrTx,
  id: number,
  input: DistrictInput,
  expected: string | null = null,
): Promise<District & { retired: boolean }> {
  return db.transaction(async (tx) => {
    await lockTable(tx, 'districts');
    await lockAtVersion(tx, 'districts', id, expected, D.notFound, { activeOnly: true });
    await checkRegion(tx, input.regionID);
    if (await activeNameTaken(tx, 'districts', input.name, id, sql`and region_id = ${input.regionID}`)) throw nameTaken(D.duplicate);
    await tx.execute(sql`update districts set name = ${input.name}, region_id = ${input.regionID}, updated_at = now() where id = ${id}`);
    return settingsDistrict(tx, id);
  });
}

/** Retires a district without active territories (409 naming how many are left otherwise). */
export async function retireDistrict(db: DbOrTx, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const existing = await queryRows<{ id: number }>(tx, sql`select id from districts where id = ${id} and retired_at is null for update`);
    if (existing.length === 0) throw notFound(D.notFound);
    const [{ count }] = await queryRows<{ count: number }>(
      tx,
      sql`select count(*)::int as count from territories where district_id = ${id} and deleted_at is null`,
    );
    if (count > 0) throw conflict(D.hasTerritories.replace('{{count}}', String(count)));
    await tx.execute(sql`update districts set retired_at = now(), updated_at = now() where id = ${id}`);
  });
}
