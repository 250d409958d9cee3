import { en, ROLE, type DashboardType, type RoleId } from '@fieldops/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { districtAreaCondition, territoryAreaCondition } from '../../lib/area-scope.js';
import { whereClause } from '../../lib/list-query.js';
import { queryJson } from './stats.js';
import type { SessionUser } from '../../lib/sessions.js';
import { localName } from '../../lib/reading-language.js';

export type Ref = { id: number; name: string };

/** A live territory of the area a dashboard or list covers, with its district and region. */
export interface AreaTerritory {
  id: number;
  name: string;
  district_id: number;
  district_name: string;
  region_id: number;
  region_name: string;
}

/** The area a dashboard or list covers: its level, its refs, and its live territories the caller sees. */
export interface Scope {
  level: DashboardType;
  region?: Ref;
  district?: Ref;
  territory?: Ref;
  territories: AreaTerritory[];
  /** Every live territory (an admin's national view): the aggregates are then read without a list of ids. */
  all?: boolean;
}

/**
 * The highest level each role may open: an admin the nation, a regional manager their region, a
 * supervisor their district, a rep their territory. Below that, area-scope.ts decides which areas.
 */
const TOP_LEVEL: Record<RoleId, number> = { 1: 0, 2: 1, 3: 2, 4: 3 };
const LEVELS: DashboardType[] = ['national', 'region', 'district', 'territory'];

const outside = () => notFound(en.errors.notFound);

/** The live territories `t` meeting `condition`, of the caller's area (`user` null: the caller's right is already checked). */
const liveTerritories = (user: SessionUser | null, condition: SQL | undefined) =>
  whereClause([sql`t.deleted_at is null`, condition, user ? territoryAreaCondition(user, sql`t.id`) : undefined]);

/** Live territories meeting `condition`, of the caller's area (`user` null: the caller's right is already checked). */
async function territoriesOf(db: DbOrTx, user: SessionUser | null, condition: SQL | undefined): Promise<AreaTerritory[]> {
  return queryJson<AreaTerritory>(
    db,
    sql`select t.id, t.name, d.id as district_id, d.name as district_name, r.id as region_id, ${localName('r')} as region_name
          from territories t join districts d on d.id = t.district_id join regions r on r.id = d.region_id
        ${liveTerritories(user, condition)}`,
    sql`lower(x.name), x.id`,
  );
}

/**
 * The ids of the live territories `t` meeting `condition` (on `t` alone) that `user` sees, as a
 * query: what openArea or districtBoard reads of them, for the reads started before them
 * (dashboard-data.ts areaReads). A caller outside the area gets openArea's 404, whatever those
 * reads found.
 */
export const territoryIds = (user: SessionUser | null, condition: SQL): SQL =>
  sql`select t.id from territories t ${liveTerritories(user, condition)}`;

/** A district: its id, or the territory it is the district of (read in the same statement). */
export type DistrictOf = { id: number } | { territoryId: number };

/** Territory `t` is of the district. */
export const inDistrict = (district: DistrictOf): SQL =>
  'id' in district
    ? sql`t.district_id = ${district.id}`
    : sql`t.district_id = (select district_id from territories where id = ${district.territoryId})`;

/** Territory `t` is of the region. */
export const inRegion = (regionId: number): SQL => sql`t.district_id = any(array(select id from districts where region_id = ${regionId}))`;

/**
 * The area `level`/`id` for this caller, or the 404 of an unknown id when it lies outside their
 * area or above their level (a supervisor asking for their region, a rep for their district).
 */
export async function openArea(db: DbOrTx, level: DashboardType, id: number | undefined, user: SessionUser): Promise<Scope> {
  if (LEVELS.indexOf(level) < TOP_LEVEL[user.role as RoleId]) throw outside();
  if (level === 'national') return { level, all: user.role === ROLE.admin, territories: await territoriesOf(db, user, undefined) };
  if (id === undefined) throw outside();
  // The area's own row and its territories are read together (one statement, queryJson).
  if (level === 'region') {
    if (user.role !== ROLE.admin && user.areaId !== id) throw outside();
    const [[region], territories] = await Promise.all([
      queryJson<Ref>(db, sql`select r.id, ${localName('r')} as name from regions r where r.id = ${id}`),
      territoriesOf(db, user, inRegion(id)),
    ]);
    if (!region) throw outside();
    return { level, region, territories };
  }
  if (level === 'district') {
    const [[row], territories] = await Promise.all([
      queryJson<{ id: number; name: string; region_id: number; region_name: string }>(
        db,
        sql`select d.id, d.name, r.id as region_id, ${localName('r')} as region_name from districts d join regions r on r.id = d.region_id
            ${whereClause([sql`d.id = ${id}`, districtAreaCondition(user, sql`d.id`)])}`,
      ),
      territoriesOf(db, user, inDistrict({ id })),
    ]);
    if (!row) throw outside();
    return {
      level,
      region: { id: row.region_id, name: row.region_name },
      district: { id: row.id, name: row.name },
      territories,
    };
  }
  const [territory] = await territoriesOf(db, user, sql`t.id = ${id}`);
  if (!territory) throw outside();
  return {
    level,
    region: { id: territory.region_id, name: territory.region_name },
    district: { id: territory.district_id, name: territory.district_name },
    territory: { id: territory.id, name: territory.name },
    territories: [territory],
  };
}

/** The caller's own area: the nation for an admin, else their region, district or territory (empty without one). */
export async function ownArea(db: DbOrTx, user: SessionUser): Promise<Scope> {
  const level = LEVELS[TOP_LEVEL[user.role as RoleId]];
  if (level === 'national') return openArea(db, level, undefined, user);
  if (user.areaId === null) return { level, territories: [] };
  return openArea(db, level, user.areaId, user);
}

type AreaQuery = { regionID?: number; districtID?: number; territoryID?: number };

/** The most specific area a list call names: territoryID, else districtID, else regionID. */
function askedArea(q: AreaQuery): { level: DashboardType; id: number } | undefined {
  if (q.territoryID !== undefined) return { level: 'territory', id: q.territoryID };
  if (q.districtID !== undefined) return { level: 'district', id: q.districtID };
  if (q.regionID !== undefined) return { level: 'region', id: q.regionID };
  return undefined;
}

/** A list's area: the one the call names, else the caller's own. */
export function listArea(db: DbOrTx, q: AreaQuery, user: SessionUser): Promise<Scope> {
  const asked = askedArea(q);
  return asked ? openArea(db, asked.level, asked.id, user) : ownArea(db, user);
}

/** Whose area a district's boards keep to: nobody's for a rep (every live territory of their district), else the caller's. */
export const boardViewer = (user: SessionUser): SessionUser | null => (user.role === ROLE.fieldSalesRep ? null : user);

/** The territories of a district's FSR board: every live one for a rep (their district), else those the caller sees. */
export const districtBoard = (db: DbOrTx, district: DistrictOf, user: SessionUser): Promise<AreaTerritory[]> =>
  territoriesOf(db, boardViewer(user), inDistrict(district));

/**
 * The FSR leaderboard of a territory is its district's (issue 10: reps like to see where they
 * stand), and so is its DS performance, whose one row names the district: its figures are the
 * district's, as the district's dashboard shows them. A rep asking for their own territory or
 * district, or for nothing, gets their district's board, which their area alone would not show;
 * anything else answers 404.
 */
export async function leaderboardArea(db: DbOrTx, q: AreaQuery, user: SessionUser): Promise<Scope> {
  const asked = askedArea(q);
  if (user.role === ROLE.fieldSalesRep) {
    const own = await ownArea(db, user);
    if (!own.district) {
      if (asked) throw outside();
      return own;
    }
    const mine =
      !asked ||
      (asked.level === 'territory' && asked.id === own.territory?.id) ||
      (asked.level === 'district' && asked.id === own.district.id);
    if (!mine) throw outside();
    return { ...own, level: 'district', territory: undefined, territories: await districtBoard(db, own.district, user) };
  }
  const scope = asked ? await openArea(db, asked.level, asked.id, user) : await ownArea(db, user);
  if (scope.level !== 'territory' || !scope.district) return scope;
  // Above a rep, a territory's board is its district's too, within what the caller sees.
  return { ...scope, territories: await districtBoard(db, scope.district, user) };
}
