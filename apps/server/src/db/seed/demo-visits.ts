import { CHECKIN_RADIUS_M, dateIn, provinceById, ROLE, VISIT_MAX_HOURS } from '@fieldops/contract';
import { addMonths, format, parseISO } from 'date-fns';
import { sql } from 'drizzle-orm';
import { computeDestinationPoint } from 'geolib';
import { distanceMetres, isVerified } from '../../lib/geo.js';
import { queryRows, type DbOrTx } from '../client.js';
import { DISTRICTS, type City } from './places.js';
import { createRandom, type Random } from './random.js';

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

/** A point `min`–`max` metres from `center` in a random direction. */
function near(random: Random, center: { latitude: number; longitude: number }, min: number, max: number) {
  const p = computeDestinationPoint(center, random.int(min, max), random.int(0, 359));
  return { latitude: round6(p.latitude), longitude: round6(p.longitude) };
}

/** A demo store's position: within 1.5 km of its city's centre, from the seed's own random sequence. */
export const aroundCity = (random: Random, city: City) => near(random, { latitude: city.lat, longitude: city.lng }, 80, 1500);

type Person = { id: number; role: number; area_id: number };
type Store = { id: number; territory_id: number; district_id: number; province: number; latitude: number | null; longitude: number | null };
type Completion = { store_id: number; user_id: number; completed_at: string; province: number };

interface VisitPlan {
  userId: number;
  storeId: number;
  day: string;
  tz: string;
  inMin: number;
  outMin: number;
  inLat: number | null;
  inLng: number | null;
  inAcc: number | null;
  inDist: number | null;
  outLat: number | null;
  outLng: number | null;
  outAcc: number | null;
  outDist: number | null;
  verified: boolean;
  forced: boolean;
}

/** Weekdays (and weekend days with a completion) from the first day of the month six months back to yesterday. */
function daysOf(timeZone: string, now: Date): string[] {
  const today = dateIn(timeZone, now);
  const first = format(addMonths(parseISO(`${today.slice(0, 8)}01`), -6), 'yyyy-MM-dd');
  const days: string[] = [];
  for (let d = parseISO(first); format(d, 'yyyy-MM-dd') < today; d = new Date(d.getFullYear(), d.getMonth(), d.getDate() + 1)) {
    days.push(format(d, 'yyyy-MM-dd'));
  }
  return days;
}

const isWeekday = (day: string) => {
  const dow = new Date(`${day}T12:00:00Z`).getUTCDay();
  return dow !== 0 && dow !== 6;
};

/** Where the phone was: near the store (verified) or, now and then, kilometres off or unknown. */
function position(random: Random, store: Store, unverified: boolean) {
  if (store.latitude === null || store.longitude === null) return { lat: null, lng: null, acc: null, dist: null };
  if (unverified && random.chance(0.5)) return { lat: null, lng: null, acc: null, dist: null };
  const center = { latitude: store.latitude, longitude: store.longitude };
  const spot = unverified ? near(random, center, 1000, 5000) : near(random, center, 3, 120);
  return { lat: spot.latitude, lng: spot.longitude, acc: random.int(5, unverified ? 60 : 40), dist: distanceMetres(spot, center) };
}

/**
 * Seven months of visits (DESIGN §4 "Field work") for every rep and supervisor: weekday visits to
 * the stores of their area at realistic local times (from about 8:30, 30 min to 3 h each, one after
 * another), a few forced (left open, closed at VISIT_MAX_HOURS), a few unverified (the phone 1–5 km
 * off, or no position), and a visit by the user who completed each demo result at its store on the
 * day of completion (the store's calendar day). All closed; inserted in a few statements. Stores
 * still without a position (the extras' vacant territory) get one near their city first.
 */
export async function seedDemoVisits(db: DbOrTx, options: { timeZone: string; now?: Date }): Promise<void> {
  const random = createRandom(9_2026);
  const now = options.now ?? new Date();
  await placeUnplacedStores(db, random);

  const people = await queryRows<Person>(
    db,
    sql`select id, role, area_id from users
         where role in (${ROLE.districtSupervisor}, ${ROLE.fieldSalesRep}) and area_id is not null and deleted_at is null order by id`,
  );
  const stores = await queryRows<Store>(
    db,
    sql`select s.id, s.territory_id, t.district_id, s.province, s.latitude, s.longitude
          from stores s join territories t on t.id = s.territory_id where s.deleted_at is null order by s.id`,
  );
  const storeById = new Map(stores.map((s) => [s.id, s]));
  const completions = await queryRows<Completion>(
    db,
    sql`select so.store_id, so.completed_by as user_id, to_char(so.completed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as completed_at,
               s.province
          from store_objectives so join stores s on s.id = so.store_id and s.deleted_at is null
          join users u on u.id = so.completed_by and u.role in (${ROLE.districtSupervisor}, ${ROLE.fieldSalesRep})
         where so.completed_at is not null`,
  );
  const zoneOf = (province: number) => provinceById(province)?.timeZone ?? options.timeZone;
  /** user → day → stores visited that day for a completion. */
  const completedOn = new Map<number, Map<string, Set<number>>>();
  for (const c of completions) {
    const day = dateIn(zoneOf(c.province), new Date(c.completed_at));
    const byDay = completedOn.get(c.user_id) ?? new Map<string, Set<number>>();
    completedOn.set(c.user_id, byDay);
    byDay.set(day, (byDay.get(day) ?? new Set()).add(c.store_id));
  }

  const days = daysOf(options.timeZone, now);
  const recent = new Set(days.slice(-2));
  const plans: VisitPlan[] = [];
  for (const person of people) {
    const rep = person.role === ROLE.fieldSalesRep;
    const own = stores.filter((s) => (rep ? s.territory_id === person.area_id : s.district_id === person.area_id));
    if (own.length === 0) continue;
    for (const day of days) {
      const wanted = [...(completedOn.get(person.id)?.get(day) ?? [])];
      if (isWeekday(day) && !random.chance(0.08)) {
        const target = rep ? random.int(2, 3) : random.chance(0.7) ? random.int(1, 2) : 0;
        for (let tries = 0; wanted.length < target && tries < 10; tries += 1) {
          const store = random.pick(own).id;
          if (!wanted.includes(store)) wanted.push(store);
        }
      }
      let clock = 8 * 60 + 30 + random.int(0, 45);
      wanted.forEach((storeId, i) => {
        const store = storeById.get(storeId);
        if (!store) return;
        const last = i === wanted.length - 1;
        const forced = last && !recent.has(day) && random.chance(0.025);
        const unverified = random.chance(0.05);
        const inAt = position(random, store, unverified);
        const outAt = inAt.lat === null ? { lat: null, lng: null, acc: null, dist: null } : position(random, store, false);
        const length = wanted.length > 3 ? random.int(30, 90) : random.int(30, 180);
        plans.push({
          userId: person.id,
          storeId,
          day,
          tz: zoneOf(store.province),
          inMin: clock,
          outMin: forced ? clock + VISIT_MAX_HOURS * 60 : clock + length,
          inLat: inAt.lat,
          inLng: inAt.lng,
          inAcc: inAt.acc,
          inDist: inAt.dist,
          outLat: forced ? null : outAt.lat,
          outLng: forced ? null : outAt.lng,
          outAcc: forced ? null : outAt.acc,
          outDist: forced ? null : outAt.dist,
          verified: isVerified(inAt.dist, inAt.acc, CHECKIN_RADIUS_M),
          forced,
        });
        clock += length + random.int(15, 50);
      });
    }
  }

  // One JSON parameter per few thousand rows; local times become UTC in the store's zone.
  for (let i = 0; i < plans.length; i += 5000) {
    await db.execute(
      sql`insert into visits (user_id, store_id, checkin_at, checkin_latitude, checkin_longitude, checkin_accuracy, checkin_distance,
                              checkout_at, checkout_latitude, checkout_longitude, checkout_accuracy, checkout_distance, verified, forced, created_at)
          select x."userId", x."storeId", (x.day + x."inMin" * interval '1 minute') at time zone x.tz, x."inLat", x."inLng", x."inAcc", x."inDist",
                 (x.day + x."outMin" * interval '1 minute') at time zone x.tz, x."outLat", x."outLng", x."outAcc", x."outDist", x.verified, x.forced,
                 (x.day + x."inMin" * interval '1 minute') at time zone x.tz
            from json_to_recordset(${JSON.stringify(plans.slice(i, i + 5000))}::json)
              as x("userId" int, "storeId" int, day date, tz text, "inMin" int, "outMin" int, "inLat" float8, "inLng" float8, "inAcc" real,
                   "inDist" real, "outLat" float8, "outLng" float8, "outAcc" real, "outDist" real, verified boolean, forced boolean)`,
    );
  }
  await db.execute(sql`analyze visits`);
}

/** Stores added without a position (by the extras) get one near their city, when it is a demo city. */
async function placeUnplacedStores(db: DbOrTx, random: Random): Promise<void> {
  const cities = new Map(
    Object.values(DISTRICTS)
      .flat()
      .flatMap((d) => d.cities)
      .map((c) => [c.name, c]),
  );
  const unplaced = await queryRows<{ id: number; city: string }>(db, sql`select id, city from stores where latitude is null order by id`);
  const placed = unplaced.flatMap((s) => {
    const city = cities.get(s.city);
    return city ? [{ id: s.id, ...aroundCity(random, city) }] : [];
  });
  if (placed.length === 0) return;
  await db.execute(
    sql`update stores s set latitude = x.latitude, longitude = x.longitude
          from json_to_recordset(${JSON.stringify(placed)}::json) as x(id int, latitude float8, longitude float8)
         where s.id = x.id`,
  );
}
