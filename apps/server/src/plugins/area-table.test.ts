import { apiAccess, canAccess, ROLE, type RoleId } from '@fieldops/contract';
import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.js';
import { intArray } from '../lib/sql-array.js';
import { DEMO } from '../test/helpers.js';
import { useTestApp } from '../test/use-test-app.js';

/**
 * DESIGN §4, "Areas, strictly", route by route: every GET route of `apiAccess` with a path
 * parameter names a record, and each role below admin gets 200 for a record of its own area and
 * the very 404 of an unknown id for the nearest record outside it (the next territory of the
 * rep's district, the next district of the supervisor's region, another region for the manager);
 * an admin gets 200 for both. A new route with a parameter fails the first test until it joins
 * the table below, so the areas built next are covered by construction.
 */
const { ctx, call } = useTestApp();

type Who = 'dsm' | 'ds' | 'fsr';
const WHO: Who[] = ['dsm', 'ds', 'fsr'];
const ROLE_OF: Record<Who, RoleId> = { dsm: ROLE.regionalManager, ds: ROLE.districtSupervisor, fsr: ROLE.fieldSalesRep };

/** What a role's area holds, read from the demo data with plain SQL (never the code under test). */
interface Area {
  userId: number;
  region: number;
  /** The supervisor's district, or the district of the rep's territory; none for a manager. */
  district: number | null;
  districts: number[];
  territories: number[];
}
const areas = {} as Record<Who, Area>;

type Params = Record<string, number | string>;
interface ReadEntry {
  /** Parameters of a record in the caller's area. */
  own(who: Who): Promise<Params>;
  /** Parameters of the record nearest to the caller's area but outside it. */
  other(who: Who): Promise<Params>;
  /** Parameters of a record that does not exist: its 404 is the one the other area's record must give. */
  missing: Params;
}
interface ExemptEntry {
  exempt: string;
}

const first = async (query: SQL): Promise<Params> => {
  const [row] = await queryRows<Params>(ctx.db, query);
  if (!row) throw new Error('no such record in the demo data');
  return row;
};
const mine = (who: Who, territoryId: SQL) => sql`${territoryId} = any(${intArray(areas[who].territories)})`;
const notMine = (who: Who, territoryId: SQL) => sql`not ${mine(who, territoryId)}`;
/** Outside records nearest first: the caller's district, then their region, then the rest. */
const nearest = (who: Who, territoryId: SQL) => sql`
  ((select nt.district_id from territories nt where nt.id = ${territoryId}) = ${areas[who].district ?? 0}) desc,
  ((select nd.region_id from territories nt join districts nd on nd.id = nt.district_id where nt.id = ${territoryId}) = ${areas[who].region}) desc`;

/** One objective per role assigned only to the store nearest outside that role's area (made in beforeAll). */
const outsideObjective = {} as Record<Who, number>;

const objectiveEntry: ReadEntry = {
  own: (who) =>
    first(sql`select min(so.objective_id)::int as id from store_objectives so join stores s on s.id = so.store_id
               join objectives o on o.id = so.objective_id where o.deleted_at is null and ${mine(who, sql`s.territory_id`)}`),
  other: async (who) => ({ id: outsideObjective[who] }),
  missing: { id: 2_147_483_647 },
};

const table: Record<string, ReadEntry | ExemptEntry> = {
  'GET /store/:id': {
    own: (who) => first(sql`select min(s.id)::int as id from stores s where s.deleted_at is null and ${mine(who, sql`s.territory_id`)}`),
    other: (who) =>
      first(sql`select s.id from stores s where s.deleted_at is null and ${notMine(who, sql`s.territory_id`)}
                 order by ${nearest(who, sql`s.territory_id`)}, s.id limit 1`),
    missing: { id: 2_147_483_647 },
  },
  'GET /territory/:id': {
    own: (who) => first(sql`select min(t.id)::int as id from territories t where t.deleted_at is null and ${mine(who, sql`t.id`)}`),
    other: (who) =>
      first(sql`select t.id from territories t where t.deleted_at is null and ${notMine(who, sql`t.id`)}
                 order by ${nearest(who, sql`t.id`)}, t.id limit 1`),
    missing: { id: 2_147_483_647 },
  },
  'GET /district/:id': {
    own: async (who) => ({ id: areas[who].districts[0] }),
    other: (who) =>
      first(sql`select d.id from districts d where not d.id = any(${intArray(areas[who].districts)})
                 order by (d.region_id = ${areas[who].region}) desc, d.id limit 1`),
    missing: { id: 2_147_483_647 },
  },
  'GET /user/:id': {
    // A rep sees their supervisor, a supervisor their reps, a manager the supervisors of the region.
    own: (who) =>
      first(
        who === 'fsr'
          ? sql`select id from users where role = ${ROLE.districtSupervisor} and area_id = ${areas.fsr.district} and deleted_at is null order by id limit 1`
          : sql`select id from users u where u.role = ${who === 'ds' ? ROLE.fieldSalesRep : ROLE.districtSupervisor} and u.deleted_at is null
                   and u.area_id = any(${intArray(who === 'ds' ? areas.ds.territories : areas.dsm.districts)}) order by id limit 1`,
      ),
    other: (who) =>
      first(sql`select u.id from users u where u.role = ${ROLE.fieldSalesRep} and u.deleted_at is null and u.area_id is not null
                   and ${notMine(who, sql`u.area_id`)} order by ${nearest(who, sql`u.area_id`)}, u.id limit 1`),
    missing: { id: 2_147_483_647 },
  },
  'GET /objective/:id': objectiveEntry,
  'GET /objective/:id/CSVsummary': objectiveEntry,
  'GET /objective/:id/answersCSV': objectiveEntry,
  'GET /store/:storeId/objective/:objectiveId': {
    own: (who) =>
      first(sql`select so.store_id as "storeId", so.objective_id as "objectiveId" from store_objectives so
                  join stores s on s.id = so.store_id join objectives o on o.id = so.objective_id
                 where o.deleted_at is null and ${mine(who, sql`s.territory_id`)} order by so.id limit 1`),
    // The result of a store outside the area, for an objective the caller does see through their own stores.
    other: (who) =>
      first(sql`select so.store_id as "storeId", so.objective_id as "objectiveId" from store_objectives so
                  join stores s on s.id = so.store_id join objectives o on o.id = so.objective_id
                 where o.deleted_at is null and ${notMine(who, sql`s.territory_id`)}
                   and exists (select 1 from store_objectives mo join stores ms on ms.id = mo.store_id
                                where mo.objective_id = so.objective_id and ${mine(who, sql`ms.territory_id`)})
                 order by ${nearest(who, sql`s.territory_id`)}, so.id limit 1`),
    missing: { storeId: 2_147_483_647, objectiveId: 1 },
  },
  // Field work: a user's visits follow the user's area; the rep's day opens only stores of the caller's area.
  'GET /user/:id/checkin': {
    own: (who) => (table['GET /user/:id'] as ReadEntry).own(who),
    other: (who) => (table['GET /user/:id'] as ReadEntry).other(who),
    missing: { id: 2_147_483_647 },
  },
  // The dashboards' user panel: a person's results follow the person's area, like GET /user/:id.
  'GET /user/:id/approvals': {
    own: (who) => (table['GET /user/:id'] as ReadEntry).own(who),
    other: (who) => (table['GET /user/:id'] as ReadEntry).other(who),
    missing: { id: 2_147_483_647 },
  },
  'GET /user/:id/objectives': {
    own: (who) => (table['GET /user/:id'] as ReadEntry).own(who),
    other: (who) => (table['GET /user/:id'] as ReadEntry).other(who),
    missing: { id: 2_147_483_647 },
  },
  'GET /today/:storeId': {
    own: async (who) => ({ storeId: (await (table['GET /store/:id'] as ReadEntry).own(who)).id }),
    other: async (who) => ({ storeId: (await (table['GET /store/:id'] as ReadEntry).other(who)).id }),
    missing: { storeId: 2_147_483_647 },
  },
  // A playbook is seen through its stores: one of the area's, or one made here for the nearest store outside only.
  'GET /playbook/:id': {
    own: (who) =>
      first(sql`select min(ps.playbook_id)::int as id from playbook_stores ps join stores s on s.id = ps.store_id
                 where s.deleted_at is null and ${mine(who, sql`s.territory_id`)}`),
    other: async (who) => {
      const { id: storeId } = await (table['GET /store/:id'] as ReadEntry).other(who);
      return first(sql`with p as (insert into playbooks (name, date) values ('Outside the ' || ${who} || ' area', '2024-01-01') returning id),
                         ps as (insert into playbook_stores (playbook_id, store_id) select id, ${storeId} from p)
                    select id from p`);
    },
    missing: { id: 2_147_483_647 },
  },
  // The schedule is kept by district (modules/schedule/scope.ts): a district's calendar as the
  // district itself; a person's as their district's, so a rep reads their neighbours' too and the
  // nearest calendar outside is a rep of another district.
  'GET /district/:id/schedule': {
    own: (who) => (table['GET /district/:id'] as ReadEntry).own(who),
    other: (who) => (table['GET /district/:id'] as ReadEntry).other(who),
    missing: { id: 2_147_483_647 },
  },
  'GET /schedule/user/:id': {
    own: (who) => (table['GET /user/:id'] as ReadEntry).own(who),
    other: (who) =>
      first(sql`select u.id from users u join territories ut on ut.id = u.area_id
                 where u.role = ${ROLE.fieldSalesRep} and u.deleted_at is null and ut.deleted_at is null
                   and not ut.district_id = any(${intArray(areas[who].districts)})
                 order by ${nearest(who, sql`u.area_id`)}, u.id limit 1`),
    missing: { id: 2_147_483_647 },
  },
  'GET /schedule/feed/:secret': { exempt: 'a capability URL: the secret is the credential, public by design (see schedule/feed.test.ts)' },
  'GET /news/:id': { exempt: 'news is the same for the whole organisation (see news.test.ts)' },
  'GET /survey/:id': { exempt: 'surveys are the same for the whole organisation (see surveys.test.ts)' },
  'GET /quicklink/:id': { exempt: 'quicklinks are the same for the whole organisation (see quicklinks.test.ts)' },
  'GET /contact/unsubscribe/:token': {
    exempt: 'a signed one-click link for a contact, public by design (see mail-outbox/subscribers.test.ts)',
  },
  'GET /win/:id': { exempt: 'wins are org-wide, not of an area; an unapproved one is its author’s and admins’ only (see wins.test.ts)' },
  'GET /contact/:id': { exempt: 'contacts belong to no area; admins alone read them' },
  'GET /weekly_good/:id': { exempt: 'weekly goods are org-wide content of no area; every role reads them all' },
  'GET /newsletter/:id': { exempt: 'newsletter records are org-wide content of no area; every role reads them all' },
  // Geo tracking follows people downwards (modules/geo/scope.ts): a rep themself, a supervisor the
  // district's reps, a manager the region's supervisors; the nearest outside is a rep elsewhere.
  'GET /geoitem/user/:id': {
    own: async (who) => (who === 'fsr' ? { id: areas.fsr.userId } : (table['GET /user/:id'] as ReadEntry).own(who)),
    other: (who) => (table['GET /user/:id'] as ReadEntry).other(who),
    missing: { id: 2_147_483_647 },
  },
  'GET /geoitem/user/:id/week/:week': {
    own: async (who) => ({ ...(await (table['GET /geoitem/user/:id'] as ReadEntry).own(who)), week: '2026-11-16' }),
    other: async (who) => ({ ...(await (table['GET /user/:id'] as ReadEntry).other(who)), week: '2026-11-16' }),
    missing: { id: 2_147_483_647, week: '2026-11-16' },
  },
  'GET /objective_field_template/:id': { exempt: 'form templates belong to no area; admins alone may read them (see forms.test.ts)' },
  'GET /store_objective/status/:status': { exempt: 'the parameter is a status id, not a record; its count is checked scoped below' },
  'GET /store_objective/status/:status/list': { exempt: 'the parameter is a status id, not a record; its rows are checked scoped below' },
};

const routesWithParams = Object.keys(apiAccess).filter((key) => key.startsWith('GET ') && key.includes('/:'));
const urlOf = (key: string, params: Params) => key.slice('GET '.length).replace(/:(\w+)/g, (_, name: string) => String(params[name]));
const reads = Object.entries(table).flatMap(([key, entry]) => ('exempt' in entry ? [] : [{ key, entry }]));

beforeAll(async () => {
  const areaOf = async (email: string) =>
    (await queryRows<{ id: number; area_id: number }>(ctx.db, sql`select id, area_id from users where email = ${email}`))[0];
  const ids = async (query: SQL) => (await queryRows<{ id: number }>(ctx.db, query)).map((r) => r.id);
  const [dsm, ds, fsr] = [await areaOf(DEMO.dsm), await areaOf(DEMO.ds), await areaOf(DEMO.fsr)];
  const [fsrDistrict] = await ids(sql`select district_id as id from territories where id = ${fsr.area_id}`);
  const [dsRegion] = await ids(sql`select region_id as id from districts where id = ${ds.area_id}`);
  const [fsrRegion] = await ids(sql`select region_id as id from districts where id = ${fsrDistrict}`);
  areas.fsr = { userId: fsr.id, region: fsrRegion, district: fsrDistrict, districts: [fsrDistrict], territories: [fsr.area_id] };
  areas.ds = {
    userId: ds.id,
    region: dsRegion,
    district: ds.area_id,
    districts: [ds.area_id],
    territories: await ids(sql`select id from territories where district_id = ${ds.area_id}`),
  };
  const regionDistricts = await ids(sql`select id from districts where region_id = ${dsm.area_id}`);
  areas.dsm = {
    userId: dsm.id,
    region: dsm.area_id,
    district: null,
    districts: regionDistricts,
    territories: await ids(sql`select id from territories where district_id = any(${intArray(regionDistricts)})`),
  };
  // Every demo objective reaches the demo rep's stores: give each role one that reaches only the nearest store outside.
  for (const who of WHO) {
    const { id: storeId } = await (table['GET /store/:id'] as ReadEntry).other(who);
    const [{ id }] = await queryRows<{ id: number }>(
      ctx.db,
      sql`insert into objectives (title, description, objective_type_id, brand_id, priority, is_custom, start_date, end_date, due_date, expiry_date)
          select 'Outside the ' || ${who} || ' area', description, objective_type_id, brand_id, priority, is_custom, start_date, end_date, due_date, expiry_date
            from objectives order by id limit 1
          returning id`,
    );
    await ctx.db.execute(sql`insert into store_objectives (objective_id, store_id, status_id) values (${id}, ${storeId}, 1)`);
    outsideObjective[who] = id;
  }
});

describe('reads by id in the area table', () => {
  it('has an entry for every GET route with a parameter, and only for those', () => {
    for (const key of routesWithParams) expect(table[key], `${key} needs an entry in the area table`).toBeDefined();
    for (const key of Object.keys(table)) expect(routesWithParams, key).toContain(key);
  });

  const cases = reads.flatMap(({ key, entry }) => WHO.map((who) => ({ key, who, entry })));
  it.each(cases)('$key: $who gets 200 for its own area, the 404 of an unknown id for another', async ({ key, who, entry }) => {
    if (!canAccess(apiAccess[key], ROLE_OF[who])) return;
    const [own, other] = [await entry.own(who), await entry.other(who)];
    const ownRes = await call('GET', urlOf(key, own), undefined, who);
    expect(ownRes.statusCode, `${urlOf(key, own)} ${ownRes.body}`).toBe(200);
    const otherRes = await call('GET', urlOf(key, other), undefined, who);
    const missing = await call('GET', urlOf(key, entry.missing), undefined, who);
    expect(missing.statusCode).toBe(404);
    expect(otherRes.statusCode, urlOf(key, other)).toBe(404);
    expect(otherRes.json(), 'the same answer as for an id that does not exist').toEqual(missing.json());
    // An admin sees both (where admins may call the route at all: the rep's day is for those in the stores).
    if (!canAccess(apiAccess[key], ROLE.admin)) return;
    expect((await call('GET', urlOf(key, own))).statusCode).toBe(200);
    expect((await call('GET', urlOf(key, other))).statusCode).toBe(200);
  });
});

describe('routes exempt from the area table', () => {
  const resultsInArea = async (who: Who) =>
    (
      await queryRows<{ n: number }>(
        ctx.db,
        sql`select count(*)::int as n from store_objectives so join stores s on s.id = so.store_id
              join objectives o on o.id = so.objective_id where o.deleted_at is null and ${mine(who, sql`s.territory_id`)}`,
      )
    )[0].n;

  it.each(WHO)('store results by status list and count only the results of the %s area', async (who) => {
    const list = (await call('GET', '/store_objective/status/0/list?perPage=500', undefined, who)).json();
    const expected = await resultsInArea(who);
    expect(expected).toBeGreaterThan(0);
    expect(list.meta.total).toBe(expected);
    expect(list.data.every((r: { store: { territory: { id: number } } }) => areas[who].territories.includes(r.store.territory.id))).toBe(
      true,
    );
    expect((await call('GET', '/store_objective/status/0', undefined, who)).json().data.count).toBe(expected);
  });

  it.each(['dsm', 'ds'] as const)('the approval queue holds only the Completed results of the %s area', async (who) => {
    const [{ n: expected }] = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from store_objectives so join stores s on s.id = so.store_id
            join objectives o on o.id = so.objective_id where o.deleted_at is null and so.status_id = 2 and ${mine(who, sql`s.territory_id`)}`,
    );
    expect(expected).toBeGreaterThan(0);
    const queue = (await call('GET', '/store_objective/approvals?perPage=100', undefined, who)).json();
    expect(queue.meta.total).toBe(expected);
    expect(queue.data.every((r: { store: { territory: { id: number } } }) => areas[who].territories.includes(r.store.territory.id))).toBe(
      true,
    );
  });
});
