import { ROLE } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.js';
import { districts, regions, stores, territories, users } from '../schema/index.js';
import { DEMO_ACCOUNTS } from './demo.js';
import { startIdsApart } from './id-ranges.js';
import { DISTRICTS, emailName, FIRST_NAMES, LAST_NAMES, REGIONS, STORE_BANNERS, streetAddress, type City } from './places.js';
import { createRandom } from './random.js';

export const LARGE_SIZES = { districts: 50, territories: 400, stores: 5000, users: 1000 } as const;

const AREAS = ['Central', 'North', 'South', 'East', 'West', 'Metro', 'Valley', 'Lakes'];
const CHUNK = 500;

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/**
 * The benchmark organisation: the seven regions, 50 districts, 400 territories each managed by
 * a rep, 5,000 stores and 1,000 users (the four demo accounts among them, password demo1234).
 * Deterministic; inserted in chunks, ids read back in order.
 */
export async function seedLarge(db: DbOrTx, passwordHash: string): Promise<void> {
  const random = createRandom(5000);
  const citiesOf = (regionId: number): City[] => DISTRICTS[regionId].flatMap((d) => d.cities);
  await db.insert(regions).values([...REGIONS]);
  await startIdsApart(db);

  const districtPlan = Array.from({ length: LARGE_SIZES.districts }, (_, i) => {
    const region = REGIONS[i % REGIONS.length];
    const cities = citiesOf(region.id);
    const city = cities[Math.floor(i / REGIONS.length) % cities.length];
    return {
      name: `${city.name} ${AREAS[Math.floor(i / (REGIONS.length * cities.length)) % AREAS.length]} ${i + 1}`,
      regionId: region.id,
      city,
    };
  });
  const districtIds = await db
    .insert(districts)
    .values(districtPlan.map(({ name, regionId }) => ({ name, regionId })))
    .returning({ id: districts.id });

  const territoryPlan = Array.from({ length: LARGE_SIZES.territories }, (_, i) => {
    const d = i % districtPlan.length;
    return {
      name: `${districtPlan[d].city.name} ${AREAS[Math.floor(i / districtPlan.length) % AREAS.length]} ${i + 1}`,
      districtId: districtIds[d].id,
      city: districtPlan[d].city,
    };
  });
  const territoryIds: { id: number }[] = [];
  await insertChunked(territoryPlan, async (chunk) =>
    territoryIds.push(
      ...(await db
        .insert(territories)
        .values(chunk.map(({ name, districtId }) => ({ name, districtId })))
        .returning({ id: territories.id })),
    ),
  );

  // Users: admins, two DSMs per region, two DSs per district, one rep per territory, then reps without one.
  type NewUser = typeof users.$inferInsert;
  const people: NewUser[] = [];
  const add = (role: number, areaId: number | null, email?: string) => {
    const firstName = random.pick(FIRST_NAMES);
    const lastName = random.pick(LAST_NAMES);
    people.push({
      firstName,
      lastName,
      email: email ?? `${emailName(firstName)}.${emailName(lastName)}${people.length + 1}@bench.example.com`,
      passwordHash,
      role,
      areaId,
    });
  };
  add(ROLE.admin, null, DEMO_ACCOUNTS.admin);
  for (let i = 0; i < 5; i += 1) add(ROLE.admin, null);
  REGIONS.forEach((r, i) => [0, 1].forEach((k) => add(ROLE.regionalManager, r.id, i === 0 && k === 0 ? DEMO_ACCOUNTS.dsm : undefined)));
  districtIds.forEach((d, i) =>
    [0, 1].forEach((k) => add(ROLE.districtSupervisor, d.id, i === 0 && k === 0 ? DEMO_ACCOUNTS.ds : undefined)),
  );
  territoryIds.forEach((t, i) => add(ROLE.fieldSalesRep, t.id, i === 0 ? DEMO_ACCOUNTS.fsr : undefined));
  while (people.length < LARGE_SIZES.users) add(ROLE.fieldSalesRep, null);
  await insertChunked(people, (chunk) => db.insert(users).values(chunk));
  await db.execute(sql`update territories t set manager_id = u.id from users u where u.role = ${ROLE.fieldSalesRep} and u.area_id = t.id`);

  const storeRows = Array.from({ length: LARGE_SIZES.stores }, (_, i) => {
    const t = territoryPlan[i % territoryPlan.length];
    const city = t.city;
    const number = 10000 + i;
    return {
      name: `${random.pick(STORE_BANNERS)} ${city.name} #${number}`,
      storeNumber: String(number),
      territoryId: territoryIds[i % territoryIds.length].id,
      addressLine1: streetAddress(random, city),
      city: city.name,
      province: city.province,
      postalCode: `${random.pick(city.fsa)}${random.digit()}${random.letter()}${random.digit()}`,
      phoneNo: `${city.area}-${random.int(200, 989)}-${String(random.int(0, 9999)).padStart(4, '0')}`,
      isSSR: random.chance(0.3) ? 1 : 0,
      storeManager: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
    };
  });
  await insertChunked(storeRows, (chunk) => db.insert(stores).values(chunk));
  // Fresh statistics, so the planner walks the sort indexes (PGlite runs no autovacuum).
  await db.execute(sql`analyze`);
}
