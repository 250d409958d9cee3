import { CHECKIN_RADIUS_M, dateIn, en, monthOf, VISIT_MAX_HOURS, type Visit } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { computeDestinationPoint } from 'geolib';
import Fastify from 'fastify';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/client.js';
import { intArray } from '../../lib/sql-array.js';
import { demoAreas, type DemoAreas } from '../../test/demo-areas.js';
import { DEMO } from '../../test/helpers.js';
import { useTestApp } from '../../test/use-test-app.js';
import { jobsPlugin } from '../../lib/jobs.js';
import { contextPlugin } from '../../plugins/context.js';
import { closeExpiredVisits, FORCED_CLOSE_EVERY_MS, forcedCloseJob } from './forced-close.js';

const { ctx, call } = useTestApp();
const HOUR = 3600_000;
/**
 * The query of a user's visits from the organisation's day `hoursAgo` hours back to today: a visit
 * made hours ago is last month's on the morning of the 1st, outside the list's default period.
 */
const since = (hoursAgo: number) =>
  `startDate=${dateIn('America/Toronto', new Date(Date.now() - hoursAgo * HOUR))}&endDate=${dateIn('America/Toronto')}`;

/** Two stores of the rep's territory with known positions, one of the neighbouring territory, and the demo users. */
let areas: DemoAreas;
let storeA: { id: number; name: string };
let storeB: { id: number; name: string };
let outsideStore: number;
let ids: { fsr: number; ds: number };
/** Parliament Hill, where store A is put for these tests. */
const HILL = { latitude: 45.4236, longitude: -75.7009 };
/** A point `metres` due north of the hill. */
const northOf = (metres: number) => computeDestinationPoint(HILL, metres, 0);

beforeAll(async () => {
  areas = await demoAreas(ctx.db);
  [storeA, storeB] = await queryRows<{ id: number; name: string }>(
    ctx.db,
    sql`select id, name from stores where id in (${areas.stores[0]}, ${areas.stores[1]}) order by id`,
  );
  await ctx.db.execute(sql`update stores set latitude = ${HILL.latitude}, longitude = ${HILL.longitude} where id = ${storeA.id}`);
  [{ id: outsideStore }] = await queryRows<{ id: number }>(
    ctx.db,
    sql`select id from stores where territory_id = ${areas.neighbourTerritory} and deleted_at is null order by id limit 1`,
  );
  const userId = async (email: string) => (await queryRows<{ id: number }>(ctx.db, sql`select id from users where email = ${email}`))[0].id;
  ids = { fsr: await userId(DEMO.fsr), ds: await userId(DEMO.ds) };
});

/** Every test starts and ends without an open visit of the demo users. */
afterEach(async () => {
  await ctx.db.execute(sql`update visits set checkout_at = checkin_at + interval '1 minute' where checkout_at is null`);
});

const checkIn = (body: object, who: 'fsr' | 'ds' = 'fsr') => call('POST', '/checkin', body, who);
const checkOut = (id: number, body: object = {}, who: 'fsr' | 'ds' = 'fsr') => call('PUT', `/checkin/${id}`, body, who);

describe('POST /checkin', () => {
  it('records a verified visit near the store, with its distance, and closes it with the time in store', async () => {
    const near = northOf(100);
    const res = await checkIn({ storeID: storeA.id, ...near, accuracy: 12 });
    expect(res.statusCode, res.body).toBe(201);
    const visit = res.json().data as Visit;
    expect(visit).toMatchObject({ storeID: storeA.id, store: { id: storeA.id, name: storeA.name }, userID: ids.fsr, checkout: null });
    expect(visit.storeTime).toBeNull();
    expect(visit.distance).toBeGreaterThanOrEqual(99);
    expect(visit.distance).toBeLessThanOrEqual(101);
    expect(visit.verified).toBe(true);
    expect(visit.forced).toBe(false);
    expect(visit.timeZone).toBe('America/Toronto');
    expect(Math.abs(Date.parse(visit.checkin) - Date.now())).toBeLessThan(60_000);

    const out = await checkOut(visit.id, { ...northOf(40), accuracy: 8 });
    expect(out.statusCode, out.body).toBe(200);
    const closed = out.json().data as Visit;
    expect(closed.checkout).not.toBeNull();
    expect(closed.storeTime).toBeGreaterThanOrEqual(0);
    expect(closed.storeTime).toBeLessThan(0.1);
    const [row] = await queryRows<{ checkout_distance: number; checkout_accuracy: number }>(
      ctx.db,
      sql`select checkout_distance, checkout_accuracy from visits where id = ${visit.id}`,
    );
    expect(Math.round(row.checkout_distance)).toBe(40);
    expect(row.checkout_accuracy).toBe(8);
  });

  it('never refuses a rep: far away or without a position the visit is recorded unverified', async () => {
    const far = await checkIn({ storeID: storeA.id, ...northOf(2000), accuracy: 20 });
    expect(far.statusCode).toBe(201);
    expect(far.json().data).toMatchObject({ verified: false });
    expect(far.json().data.distance).toBeGreaterThanOrEqual(1980);
    expect(far.json().data.distance).toBeLessThanOrEqual(2020);
    await checkOut(far.json().data.id);

    const blind = await checkIn({ storeID: storeA.id });
    expect(blind.statusCode).toBe(201);
    expect(blind.json().data).toMatchObject({ verified: false, distance: null });
    await checkOut(blind.json().data.id);

    // A store without coordinates: no distance, still recorded.
    const unplaced = await checkIn({ storeID: storeB.id, ...northOf(10) });
    await ctx.db.execute(sql`update stores set latitude = null, longitude = null where id = ${storeB.id}`);
    await checkOut(unplaced.json().data.id);
    const again = await checkIn({ storeID: storeB.id, ...northOf(10) });
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toMatchObject({ verified: false, distance: null });
  });

  it(`verifies within ${CHECKIN_RADIUS_M} m plus the accuracy the phone reported`, async () => {
    const cases = [
      { metres: 290, accuracy: 0, verified: true },
      { metres: 340, accuracy: 50, verified: true },
      { metres: 340, accuracy: 20, verified: false },
      { metres: 310, accuracy: undefined, verified: false },
    ];
    for (const c of cases) {
      const res = await checkIn({ storeID: storeA.id, ...northOf(c.metres), accuracy: c.accuracy });
      expect(res.statusCode).toBe(201);
      expect(res.json().data.verified, JSON.stringify(c)).toBe(c.verified);
      await checkOut(res.json().data.id);
    }
  });

  it('keeps the moment of a tap recorded offline, within the last 24 hours and not in the future', async () => {
    const twoHoursAgo = new Date(Date.now() - 2 * HOUR).toISOString();
    const res = await checkIn({ storeID: storeA.id, at: twoHoursAgo });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.checkin).toBe(twoHoursAgo);
    const out = await checkOut(res.json().data.id, { at: new Date(Date.now() - HOUR).toISOString() });
    expect(out.json().data.storeTime).toBe(1);

    for (const at of [new Date(Date.now() - 25 * HOUR).toISOString(), new Date(Date.now() + 5 * 60_000).toISOString()]) {
      const refused = await checkIn({ storeID: storeA.id, at });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.at).toEqual([en.visits.atRange]);
    }
    // A phone clock a little ahead is taken as now.
    const skewed = await checkIn({ storeID: storeA.id, at: new Date(Date.now() + 20_000).toISOString() });
    expect(skewed.statusCode).toBe(201);
    expect(Date.parse(skewed.json().data.checkin)).toBeLessThanOrEqual(Date.now());
  });

  it('allows one open visit per user: elsewhere answers 409 naming the open store; the same store answers the open visit', async () => {
    const first = await checkIn({ storeID: storeA.id });
    expect(first.statusCode).toBe(201);
    const elsewhere = await checkIn({ storeID: storeB.id });
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().message).toBe(en.visits.alreadyOpen.replace('{{store}}', storeA.name));
    expect(elsewhere.json().code).toBe('CONFLICT');
    const same = await checkIn({ storeID: storeA.id });
    expect(same.statusCode).toBe(200);
    expect(same.json().data.id).toBe(first.json().data.id);
    const [{ n }] = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from visits where user_id = ${ids.fsr} and checkout_at is null`,
    );
    expect(n).toBe(1);

    // Another user is not held up by the rep's open visit.
    const ds = await checkIn({ storeID: storeB.id }, 'ds');
    expect(ds.statusCode).toBe(201);
    await checkOut(first.json().data.id);
    expect((await checkIn({ storeID: storeB.id })).statusCode).toBe(201);
  });

  it('lets only one of two simultaneous check-ins through', async () => {
    const answers = await Promise.all([checkIn({ storeID: storeA.id }), checkIn({ storeID: storeB.id })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const [{ n }] = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from visits where user_id = ${ids.fsr} and checkout_at is null`,
    );
    expect(n).toBe(1);
  });

  it('answers 404 for a store outside the area, as for one that does not exist', async () => {
    const outside = await checkIn({ storeID: outsideStore });
    const missing = await checkIn({ storeID: 2_147_483_000 });
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toEqual(missing.json());
    // The supervisor's district holds the neighbouring territory.
    expect((await checkIn({ storeID: outsideStore }, 'ds')).statusCode).toBe(201);
  });

  it('refuses half a position and a bad accuracy with 422', async () => {
    const half = await checkIn({ storeID: storeA.id, latitude: 45 });
    expect(half.statusCode).toBe(422);
    expect(half.json().errors.latitude).toEqual([en.visits.positionPair]);
    expect((await checkIn({ storeID: storeA.id, latitude: 91, longitude: 0 })).statusCode).toBe(422);
    expect((await checkIn({ storeID: storeA.id, accuracy: -1 })).statusCode).toBe(422);
  });
});

describe('PUT /checkin/:id', () => {
  it("answers 404 for another user's visit and an unknown id, 409 once closed, 422 for a check-out before the check-in", async () => {
    const visit = (await checkIn({ storeID: storeA.id, at: new Date(Date.now() - 2 * HOUR).toISOString() })).json().data as Visit;
    const theirs = await checkOut(visit.id, {}, 'ds');
    const unknown = await checkOut(2_147_483_000);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(unknown.json());
    expect(theirs.json().message).toBe(en.visits.notFound);

    const early = await checkOut(visit.id, { at: new Date(Date.now() - 3 * HOUR).toISOString() });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.at).toEqual([en.visits.checkoutBeforeCheckin]);

    expect((await checkOut(visit.id)).statusCode).toBe(200);
    const twice = await checkOut(visit.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(en.visits.alreadyClosed);
  });
});

describe(`visits open longer than ${VISIT_MAX_HOURS} h`, () => {
  const openVisitSince = async (userId: number, hoursAgo: number) =>
    (
      await queryRows<{ id: number }>(
        ctx.db,
        sql`insert into visits (user_id, store_id, checkin_at) values (${userId}, ${storeA.id}, now() - ${hoursAgo} * interval '1 hour') returning id`,
      )
    )[0].id;
  const rowOf = async (id: number) =>
    (
      await queryRows<{ forced: boolean; hours: number | null }>(
        ctx.db,
        sql`select forced, extract(epoch from checkout_at - checkin_at)::float8 / 3600 as hours from visits where id = ${id}`,
      )
    )[0];

  it('are closed as forced at check-in + the limit before the next read or check-in of their user', async () => {
    const id = await openVisitSince(ids.fsr, 11);
    const today = await call('GET', '/today', undefined, 'fsr');
    expect(today.statusCode).toBe(200);
    expect(today.json().data.openVisit).toBeNull();
    expect(await rowOf(id)).toEqual({ forced: true, hours: VISIT_MAX_HOURS });

    const id2 = await openVisitSince(ids.fsr, 12);
    const next = await checkIn({ storeID: storeB.id });
    expect(next.statusCode, 'the old visit no longer blocks a check-in').toBe(201);
    expect(await rowOf(id2)).toEqual({ forced: true, hours: VISIT_MAX_HOURS });
    const list = (await call('GET', `/user/${ids.fsr}/checkin?${since(12)}`, undefined, 'fsr')).json().data as Visit[];
    expect(list.find((v) => v.id === id2)).toMatchObject({ forced: true, storeTime: VISIT_MAX_HOURS });
  });

  it('are closed by the server job, each once, leaving younger visits open', async () => {
    const old = await openVisitSince(ids.ds, 10.5);
    const young = await openVisitSince(ids.fsr, 9);
    const [first, second] = await Promise.all([closeExpiredVisits(ctx.db, VISIT_MAX_HOURS), closeExpiredVisits(ctx.db, VISIT_MAX_HOURS)]);
    expect([...first, ...second]).toEqual([old]);
    expect(await rowOf(old)).toEqual({ forced: true, hours: VISIT_MAX_HOURS });
    expect(await rowOf(young)).toEqual({ forced: false, hours: null });
  });

  it('are closed by the job on its timer while the app runs, and no more once it has closed', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const app = Fastify();
    try {
      await app.register(contextPlugin, {
        config: ctx.app.config,
        database: { db: ctx.db, driver: ctx.app.dbDriver },
        mailer: ctx.app.mailer,
      });
      await app.register(jobsPlugin);
      await app.register(forcedCloseJob);
      await app.ready();
      const first = await openVisitSince(ids.fsr, 11);
      vi.advanceTimersByTime(FORCED_CLOSE_EVERY_MS - 1);
      expect(await rowOf(first), 'not before the round').toEqual({ forced: false, hours: null });
      vi.advanceTimersByTime(1);
      await vi.waitFor(async () => expect(await rowOf(first)).toEqual({ forced: true, hours: VISIT_MAX_HOURS }));

      await app.close();
      const second = await openVisitSince(ids.ds, 11);
      vi.advanceTimersByTime(3 * FORCED_CLOSE_EVERY_MS);
      expect(await rowOf(second), 'the timer stopped with the app').toEqual({ forced: false, hours: null });
    } finally {
      await app.close();
      vi.useRealTimers();
    }
  });

  it('checked in offline longer ago than the limit are answered as they are: closed as forced at the limit', async () => {
    const at = new Date(Date.now() - 11 * HOUR).toISOString();
    const res = await checkIn({ storeID: storeA.id, at });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ checkin: at, forced: true, storeTime: VISIT_MAX_HOURS });
    expect(res.json().data.checkout).not.toBeNull();
    // The rep is not left checked in: the next read has no open visit.
    expect((await call('GET', '/today', undefined, 'fsr')).json().data.openVisit).toBeNull();
  });

  it('checked out past the limit are closed as forced at the limit', async () => {
    const id = await openVisitSince(ids.fsr, 11);
    // No read in between: the check-out itself finds the visit past its limit.
    const out = await checkOut(id);
    expect(out.statusCode).toBe(200);
    expect(out.json().data).toMatchObject({ forced: true, storeTime: VISIT_MAX_HOURS });
  });

  it('take the real check-out recorded offline within the limit, even when the server closed them first', async () => {
    const id = await openVisitSince(ids.fsr, 11);
    await closeExpiredVisits(ctx.db, VISIT_MAX_HOURS);
    const at = new Date(Date.now() - 2 * HOUR).toISOString();
    const out = await checkOut(id, { at });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().data).toMatchObject({ forced: false, checkout: at, storeTime: 9 });
    // A forced visit given no recorded time stays as it is.
    const id2 = await openVisitSince(ids.fsr, 11);
    await closeExpiredVisits(ctx.db, VISIT_MAX_HOURS);
    expect((await checkOut(id2)).statusCode).toBe(409);
  });
});

describe('GET /user/:id/checkin', () => {
  it("lists a user's visits newest first, in the period, for the supervisor of their district", async () => {
    const made = (await checkIn({ storeID: storeA.id, at: new Date(Date.now() - HOUR).toISOString() })).json().data as Visit;
    await checkOut(made.id);
    const res = await call('GET', `/user/${ids.fsr}/checkin?${since(1)}`, undefined, 'ds');
    expect(res.statusCode).toBe(200);
    const visits = res.json().data as Visit[];
    expect(visits.find((v) => v.id === made.id)).toMatchObject({
      store: { id: storeA.id, name: storeA.name },
      checkout: expect.any(String),
    });
    const times = visits.map((v) => v.checkin);
    expect(times).toEqual([...times].sort().reverse());
    expect(visits.every((v) => v.userID === ids.fsr)).toBe(true);
    // By default this month of the organisation's calendar, and all of it.
    const [month] = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from visits where user_id = ${ids.fsr}
             and date_trunc('month', checkin_at at time zone 'America/Toronto') = date_trunc('month', now() at time zone 'America/Toronto')`,
    );
    const byDefault = (await call('GET', `/user/${ids.fsr}/checkin`, undefined, 'ds')).json().data as Visit[];
    expect(byDefault).toHaveLength(month.n);

    // An explicit period: calendar days in the organisation's zone.
    const [{ day }] = await queryRows<{ day: string }>(
      ctx.db,
      sql`select to_char(min(checkin_at) at time zone 'America/Toronto', 'YYYY-MM-DD') as day from visits where user_id = ${ids.fsr}`,
    );
    const oneDay = (await call('GET', `/user/${ids.fsr}/checkin?startDate=${day}&endDate=${day}`, undefined, 'ds')).json().data as Visit[];
    const [{ n }] = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from visits where user_id = ${ids.fsr} and (checkin_at at time zone 'America/Toronto')::date = ${day}::date`,
    );
    expect(n).toBeGreaterThan(0);
    expect(oneDay).toHaveLength(n);
  });

  it('gives each visit its store’s wall-clock times by the rules of the in-store figures', async () => {
    // A person's only visit of a day (in its store's zone), a British Columbia one when there is:
    // the database's zone rules and a browser's can differ there from November 2026.
    const [only] = await queryRows<{ user_id: number; day: string }>(
      ctx.db,
      sql`select v.user_id, to_char((v.checkin_at at time zone province_time_zone(s.province))::date, 'YYYY-MM-DD') as day
            from visits v join stores s on s.id = v.store_id
           where v.checkout_at is not null
           group by v.user_id, (v.checkin_at at time zone province_time_zone(s.province))::date
          having count(*) = 1
           order by bool_or(s.province = 2) desc, 2 desc, 1
           limit 1`,
    );
    const period = `startDate=${only.day}&endDate=${only.day}`;
    const visits = (await call('GET', `/user/${only.user_id}/checkin?${period}`, undefined, 'admin')).json().data as Visit[];
    const visit = visits.find((v) => v.checkinLocal.startsWith(only.day))!;
    expect(visit.checkinLocal).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    const [db] = await queryRows<{ checkin: string; checkout: string }>(
      ctx.db,
      sql`select to_char(checkin_at at time zone ${visit.timeZone}, 'YYYY-MM-DD"T"HH24:MI') as checkin,
                 to_char(checkout_at at time zone ${visit.timeZone}, 'YYYY-MM-DD"T"HH24:MI') as checkout
            from visits where id = ${visit.id}`,
    );
    expect({ checkin: visit.checkinLocal, checkout: visit.checkoutLocal }).toEqual(db);
    // The In Store Time leaderboard's mean times of that one visit are the visit's own times.
    const board = (await call('GET', `/checkin?${period}&perPage=500`, undefined, 'admin')).json().data as {
      userID: number;
      avg_checkin: string;
      avg_checkout: string;
    }[];
    expect(board.find((r) => r.userID === only.user_id)).toMatchObject({
      avg_checkin: visit.checkinLocal.slice(11),
      avg_checkout: visit.checkoutLocal!.slice(11),
    });
  });

  it("takes its period by the user panel's rule: a lone start or end means its month, and an end before the start answers 422", async () => {
    const list = async (query: string) => {
      const res = await call('GET', `/user/${ids.fsr}/checkin?${query}`, undefined, 'ds');
      expect(res.statusCode).toBe(200);
      return (res.json().data as Visit[]).map((v) => v.id);
    };
    // Two months back: a whole month of the demo rep's visits, with last month's after it.
    const month = monthOf(dateIn('America/Toronto'), -2);
    const whole = await list(`startDate=${month.startDate}&endDate=${month.endDate}`);
    expect(whole.length).toBeGreaterThan(0);
    expect(await list(`startDate=${month.startDate}`)).toEqual(whole);
    expect(await list(`endDate=${month.endDate}`)).toEqual(whole);

    const reversed = await call('GET', `/user/${ids.fsr}/checkin?startDate=${month.endDate}&endDate=${month.startDate}`, undefined, 'ds');
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json()).toMatchObject({ message: en.dashboards.periodOrder, errors: { endDate: [en.dashboards.periodOrder] } });
  });

  it('answers 404 for a user outside the caller’s area, like an unknown user', async () => {
    const [{ id: otherRep }] = await queryRows<{ id: number }>(
      ctx.db,
      sql`select id from users where role = 4 and area_id = ${areas.neighbourTerritory} and deleted_at is null limit 1`,
    );
    const outside = await call('GET', `/user/${otherRep}/checkin`, undefined, 'fsr');
    const unknown = await call('GET', '/user/2147483000/checkin', undefined, 'fsr');
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toEqual(unknown.json());
    expect((await call('GET', `/user/${otherRep}/checkin`, undefined, 'ds')).statusCode).toBe(200);
    expect((await call('GET', `/user/${otherRep}/checkin`, undefined, 'admin')).statusCode).toBe(200);
  });

  it("shows a rep only their supervisor's visits at the rep's own stores", async () => {
    const theirs = (await checkIn({ storeID: outsideStore }, 'ds')).json().data as Visit;
    await checkOut(theirs.id, {}, 'ds');
    const mine = (await checkIn({ storeID: storeA.id }, 'ds')).json().data as Visit;
    await checkOut(mine.id, {}, 'ds');
    const seenByRep = (await call('GET', `/user/${ids.ds}/checkin`, undefined, 'fsr')).json().data as Visit[];
    expect(seenByRep.map((v) => v.id)).toContain(mine.id);
    expect(seenByRep.map((v) => v.id)).not.toContain(theirs.id);
    expect(seenByRep.every((v) => areas.stores.includes(v.storeID))).toBe(true);
  });
});

describe('demo visits', () => {
  it('give the demo rep months of weekday visits at their stores, a few forced and a few unverified, none open', async () => {
    const [s] = await queryRows<{
      total: number;
      forced: number;
      unverified: number;
      open: number;
      months: number;
      weekend: number;
      other: number;
    }>(
      ctx.db,
      sql`select count(*)::int as total, count(*) filter (where forced)::int as forced, count(*) filter (where not verified)::int as unverified,
                 count(*) filter (where checkout_at is null)::int as open,
                 count(distinct date_trunc('month', checkin_at at time zone 'America/Toronto'))::int as months,
                 count(*) filter (where extract(isodow from checkin_at at time zone 'America/Toronto') > 5)::int as weekend,
                 count(*) filter (where not store_id = any(${intArray(areas.stores)}))::int as other
            from visits where user_id = ${ids.fsr} and created_at < now() - interval '1 hour'`,
    );
    expect(s.total).toBeGreaterThan(200);
    // Seven calendar months up to yesterday (six on the first day of a month).
    expect(s.months).toBeGreaterThanOrEqual(6);
    expect(s.forced).toBeGreaterThan(0);
    expect(s.forced).toBeLessThan(s.total * 0.1);
    expect(s.unverified).toBeGreaterThan(0);
    expect(s.unverified).toBeLessThan(s.total * 0.2);
    expect(s.open).toBe(0);
    expect(s.other).toBe(0);
    expect(s.weekend).toBeLessThan(s.total * 0.1);
  });

  it('have a visit by the completing user at the store on the day of each completed result', async () => {
    const [{ missing, completed }] = await queryRows<{ missing: number; completed: number }>(
      ctx.db,
      sql`select count(*) filter (where not exists (
                   select 1 from visits v where v.user_id = so.completed_by and v.store_id = so.store_id
                      and v.checkin_at between so.completed_at - interval '1 day' and so.completed_at + interval '1 day'))::int as missing,
                 count(*)::int as completed
            from store_objectives so join users u on u.id = so.completed_by and u.role in (3, 4)
            join stores s on s.id = so.store_id and s.deleted_at is null
           where so.completed_at is not null`,
    );
    expect(completed).toBeGreaterThan(100);
    expect(missing).toBe(0);
  });

  it('put every demo store at a real position', async () => {
    const [{ unplaced, total }] = await queryRows<{ unplaced: number; total: number }>(
      ctx.db,
      sql`select count(*) filter (where latitude is null or latitude not between 42 and 64 or longitude not between -136 and -52)::int as unplaced,
                 count(*)::int as total
            from stores where id <> ${storeB.id}`,
    );
    expect(total).toBeGreaterThan(100);
    expect(unplaced, 'every store in Canada').toBe(0);
  });
});
