import { dateIn, type TodayStore, type TodayStoreDetail } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { computeDestinationPoint } from 'geolib';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { intArray } from '../../lib/sql-array.js';
import { demoAreas, type DemoAreas } from '../../test/demo-areas.js';
import { useTestApp } from '../../test/use-test-app.js';

const { ctx, call } = useTestApp();

let areas: DemoAreas;
let today: string;
let monthStart: string;
let monthEnd: string;
/** A spot far from every demo city (between Cornwall and Montréal), where the test puts stores. */
const SPOT = { latitude: 45.1, longitude: -74.4 };

/** What GET /today must answer, computed here with plain SQL: stores of the territories with results of this month's objectives. */
async function expectedStores(territories: number[]) {
  return queryRows<{ id: number; name: string; open: number; overdue: number }>(
    ctx.db,
    sql`select s.id, s.name,
               count(*) filter (where so.status_id = 1)::int as open,
               count(*) filter (where so.status_id = 1 and o.due_date < ${today}::date)::int as overdue
          from stores s join store_objectives so on so.store_id = s.id join objectives o on o.id = so.objective_id
         where s.territory_id = any(${intArray(territories)}) and s.deleted_at is null and o.deleted_at is null
           and o.start_date <= ${monthEnd}::date and o.end_date >= ${monthStart}::date
         group by s.id, s.name`,
  );
}

const getToday = async (query = '', who: 'fsr' | 'ds' = 'fsr') => {
  const res = await call('GET', `/today${query}`, undefined, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { stores: TodayStore[]; openVisit: unknown };
};

beforeAll(async () => {
  areas = await demoAreas(ctx.db);
  today = dateIn(ctx.app.config.tzOrg);
  [{ monthStart, monthEnd }] = await queryRows<{ monthStart: string; monthEnd: string }>(
    ctx.db,
    sql`select date_trunc('month', ${today}::date)::date::text as "monthStart",
               (date_trunc('month', ${today}::date) + interval '1 month - 1 day')::date::text as "monthEnd"`,
  );
});

describe('GET /today', () => {
  it("lists the rep's stores with work this month, by name, with open and overdue counts", async () => {
    const data = await getToday();
    const expected = await expectedStores([areas.territory]);
    expect(expected.length).toBeGreaterThan(1);
    expect(data.stores.map((s) => s.id).sort()).toEqual(expected.map((s) => s.id).sort());
    const names = data.stores.map((s) => s.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    for (const e of expected) expect(data.stores.find((s) => s.id === e.id)).toMatchObject({ open: e.open, overdue: e.overdue });
    expect(expected.some((e) => e.open > 0)).toBe(true);
    // Without a position, no distance.
    expect(data.stores.every((s) => s.distance === null)).toBe(true);
    expect(data.openVisit).toBeNull();
  });

  it("lists the supervisor's whole district", async () => {
    const territories = (
      await queryRows<{ id: number }>(ctx.db, sql`select id from territories where district_id = ${areas.district}`)
    ).map((t) => t.id);
    const data = await getToday('', 'ds');
    expect(data.stores.map((s) => s.id).sort()).toEqual((await expectedStores(territories)).map((s) => s.id).sort());
    expect(data.stores.length).toBeGreaterThan((await expectedStores([areas.territory])).length);
  });

  it('leaves out a store without work this month', async () => {
    const [{ id }] = await queryRows<{ id: number }>(
      ctx.db,
      sql`insert into stores (name, store_number, territory_id, address_line1, city, province, postal_code, phone_no)
          values ('Quiet Corner Store', '77001', ${areas.territory}, '1 Calm Street', 'Ottawa', 9, 'K1A0B1', '613-555-0101') returning id`,
    );
    expect((await getToday()).stores.map((s) => s.id)).not.toContain(id);
    // Its page still opens, with nothing to do.
    const detail = await call('GET', `/today/${id}`, undefined, 'fsr');
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.objectives).toEqual([]);
    expect(detail.json().data.store).toMatchObject({ open: 0, overdue: 0, lastVisit: null });
  });

  it('orders by distance from the phone, stores without coordinates last', async () => {
    const ids = (await getToday()).stores.map((s) => s.id);
    const [near, middle, unplaced] = [ids[ids.length - 1], ids[0], ids[1]];
    const at = (metres: number) => computeDestinationPoint(SPOT, metres, 90);
    await ctx.db.execute(sql`update stores set latitude = ${SPOT.latitude}, longitude = ${SPOT.longitude} where id = ${near}`);
    await ctx.db.execute(sql`update stores set latitude = ${at(900).latitude}, longitude = ${at(900).longitude} where id = ${middle}`);
    await ctx.db.execute(sql`update stores set latitude = null, longitude = null where id = ${unplaced}`);

    const pos = computeDestinationPoint(SPOT, 50, 270);
    const data = await getToday(`?latitude=${pos.latitude}&longitude=${pos.longitude}`);
    expect(data.stores.slice(0, 2).map((s) => s.id)).toEqual([near, middle]);
    expect(data.stores[0].distance).toBe(50);
    expect(data.stores[1].distance).toBeGreaterThanOrEqual(945);
    expect(data.stores[1].distance).toBeLessThanOrEqual(955);
    expect(data.stores[data.stores.length - 1]).toMatchObject({ id: unplaced, distance: null });
    const distances = data.stores.slice(0, -1).map((s) => s.distance as number);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('searches by name, number and city', async () => {
    const all = (await getToday()).stores;
    const one = all[0];
    const byNumber = await getToday(`?q=${one.storeNumber}`);
    expect(byNumber.stores.map((s) => s.id)).toContain(one.id);
    expect(byNumber.stores.every((s) => s.storeNumber.startsWith(one.storeNumber))).toBe(true);
    const word = one.name.split(' ')[0];
    const byName = await getToday(`?q=${encodeURIComponent(word.toLowerCase())}`);
    expect(byName.stores.length).toBeGreaterThan(0);
    expect(
      byName.stores.every((s) => s.name.toLowerCase().includes(word.toLowerCase()) || s.city.toLowerCase().startsWith(word.toLowerCase())),
    ).toBe(true);
    expect((await getToday('?q=nowhere-at-all')).stores).toEqual([]);
  });

  it('shows the open visit and the last visit of each store', async () => {
    const store = (await getToday()).stores[0];
    const visit = (await call('POST', '/checkin', { storeID: store.id }, 'fsr')).json().data;
    const data = await getToday();
    expect(data.openVisit).toMatchObject({ id: visit.id, storeID: store.id, checkout: null });
    expect(data.stores.find((s) => s.id === store.id)?.lastVisit).toBe(visit.checkin);
    await call('PUT', `/checkin/${visit.id}`, {}, 'fsr');
    expect((await getToday()).openVisit).toBeNull();
  });
});

describe('GET /today/:storeId', () => {
  it("answers the store, its objectives of the month (priority A first, then due date), overdue ones marked, and the rep's visits of today", async () => {
    const storeId = areas.stores[0];
    // An overdue objective of this month (due on its first day) and a Not Completed result, made here.
    const [{ id: objectiveId }] = await queryRows<{ id: number }>(
      ctx.db,
      sql`insert into objectives (title, description, objective_type_id, brand_id, priority, is_custom, start_date, end_date, due_date, expiry_date)
          select 'Early shelf check', description, objective_type_id, brand_id, 'C', 0, ${monthStart}::date, ${monthEnd}::date, ${monthStart}::date, ${monthEnd}::date
            from objectives order by id limit 1 returning id`,
    );
    await ctx.db.execute(sql`insert into store_objectives (objective_id, store_id, status_id) values (${objectiveId}, ${storeId}, 1)`);
    const visit = (await call('POST', '/checkin', { storeID: storeId }, 'fsr')).json().data;

    const res = await call('GET', `/today/${storeId}`, undefined, 'fsr');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as TodayStoreDetail;
    expect(data.store).toMatchObject({ id: storeId, timeZone: 'America/Toronto', lastVisit: visit.checkin });
    expect(data.openVisit).toMatchObject({ id: visit.id });
    expect(data.visitsToday.map((v) => v.id)).toContain(visit.id);
    expect(data.visitsToday.every((v) => v.storeID === storeId && v.userID === visit.userID)).toBe(true);

    const expected = await queryRows<{ objective_id: number; priority: string; due_date: string; status_id: number; label: string }>(
      ctx.db,
      sql`select so.objective_id, o.priority, o.due_date::text as due_date, so.status_id, coalesce(ir.name, st.name) as label
            from store_objectives so join objectives o on o.id = so.objective_id join objective_statuses st on st.id = so.status_id
            left join incomplete_reasons ir on ir.id = so.incomplete_reason_id
           where so.store_id = ${storeId} and o.deleted_at is null and o.start_date <= ${monthEnd}::date and o.end_date >= ${monthStart}::date`,
    );
    expect(data.objectives.map((o) => o.objectiveID).sort()).toEqual(expected.map((e) => e.objective_id).sort());
    const keys = data.objectives.map((o) => `${o.priority} ${o.dueDate}`);
    expect(keys).toEqual([...keys].sort());
    for (const e of expected) {
      expect(data.objectives.find((o) => o.objectiveID === e.objective_id)).toMatchObject({
        statusLabel: e.label,
        overdue: e.status_id === 1 && e.due_date < today,
      });
    }
    expect(data.objectives.find((o) => o.objectiveID === objectiveId)).toMatchObject({
      title: 'Early shelf check',
      priority: 'C',
      overdue: monthStart < today,
      status: { id: 1 },
    });
    await call('PUT', `/checkin/${visit.id}`, {}, 'fsr');
  });

  it('labels a Not Completed result with its reason', async () => {
    const storeId = areas.stores[0];
    const [row] = await queryRows<{ objective_id: number }>(
      ctx.db,
      sql`select so.objective_id from store_objectives so join objectives o on o.id = so.objective_id
           where so.store_id = ${storeId} and o.start_date <= ${monthEnd}::date and o.end_date >= ${monthStart}::date order by so.id limit 1`,
    );
    await ctx.db.execute(
      sql`update store_objectives set status_id = 4, incomplete_reason_id = 2 where store_id = ${storeId} and objective_id = ${row.objective_id}`,
    );
    const [{ name }] = await queryRows<{ name: string }>(ctx.db, sql`select name from incomplete_reasons where id = 2`);
    const data = (await call('GET', `/today/${storeId}`, undefined, 'fsr')).json().data as TodayStoreDetail;
    expect(data.objectives.find((o) => o.objectiveID === row.objective_id)).toMatchObject({
      statusLabel: name,
      overdue: false,
      status: { id: 4 },
    });
  });

  it('answers 404 for a store outside the area, as for an unknown one', async () => {
    const [{ id }] = await queryRows<{ id: number }>(
      ctx.db,
      sql`select id from stores where territory_id = ${areas.neighbourTerritory} and deleted_at is null order by id limit 1`,
    );
    const outside = await call('GET', `/today/${id}`, undefined, 'fsr');
    const unknown = await call('GET', '/today/2147483000', undefined, 'fsr');
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toEqual(unknown.json());
    expect((await call('GET', `/today/${id}`, undefined, 'ds')).statusCode).toBe(200);
  });
});
