import { ROLE } from '@fieldops/contract';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../client.js';
import { districts, regions, stores, territories, users } from '../schema/index.js';
import { DISTRICTS, FIRST_NAMES, LAST_NAMES, REGIONS, STORE_BANNERS, streetAddress, type City } from './places.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { seedDemoCrm } from './demo-crm.js';
import { seedDemoExtras } from './demo-extras.js';
import { seedDemoMessages } from './demo-messages.js';
import { seedDemoNews } from './demo-news.js';
import { seedDemoNotifications } from './demo-notifications.js';
import { startIdsApart } from './id-ranges.js';
import { seedDemoObjectives } from './demo-objectives.js';
import { seedDemoSchedule } from './demo-schedule.js';
import { seedDemoPlaybooks } from './demo-playbooks.js';
import { seedDemoNewsletters } from './demo-newsletters.js';
import { createRandom, type Random } from './random.js';
import { aroundCity, seedDemoVisits } from './demo-visits.js';
import { seedDemoWins } from './demo-wins.js';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_ACCOUNTS = {
  admin: 'admin@example.com',
  dsm: 'dsm@example.com',
  ds: 'ds@example.com',
  fsr: 'fsr@example.com',
} as const;

const QUARTERS = ['North', 'South', 'East', 'West'];

function postalCode(random: Random, city: City): string {
  return `${random.pick(city.fsa)}${random.digit()}${random.letter()}${random.digit()}`;
}

function phone(random: Random, city: City): string {
  return `${city.area}-${random.int(200, 989)}-${String(random.int(0, 9999)).padStart(4, '0')}`;
}

function person(random: Random) {
  return { firstName: random.pick(FIRST_NAMES), lastName: random.pick(LAST_NAMES) };
}

function emailFor(first: string, last: string, n: number): string {
  const clean = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[^A-Za-z]/g, '')
      .toLowerCase();
  return `${clean(first)}.${clean(last)}${n}@fieldops.example.com`;
}

/**
 * The demo organisation: the seven regions, their districts and territories, a few hundred stores
 * with valid Canadian addresses, users of every role (the four demo accounts among them) and
 * notifications, with ids apart at every level (id-ranges.ts). Later areas add their own records after this.
 */
export async function seedDemo(
  db: DbOrTx,
  passwordHash: string,
  files: { storage: FileStorage; timeZone: string; now?: Date },
): Promise<void> {
  const random = createRandom(20261122);
  // Store positions draw from their own sequence, so the rest of the demo stays as it was.
  const spots = createRandom(45_4215);
  let n = 0;
  // A store number identifies one live store (stores_number_uq): a drawn number already given
  // moves on to the next free one, so the draws, and the rest of the demo, stay as they were.
  const storeNumbers = new Set<number>();
  const freeStoreNumber = (drawn: number) => {
    let number = drawn;
    while (storeNumbers.has(number)) number = number === 9999 ? 1000 : number + 1;
    storeNumbers.add(number);
    return number;
  };

  await db.insert(regions).values([...REGIONS]);
  await startIdsApart(db);

  const [admin] = await db
    .insert(users)
    .values({ firstName: 'Alex', lastName: 'Morgan', email: DEMO_ACCOUNTS.admin, passwordHash, role: ROLE.admin })
    .returning({ id: users.id });
  await db
    .insert(users)
    .values({ firstName: 'Jordan', lastName: 'Hayes', email: 'national@fieldops.example.com', passwordHash, role: ROLE.admin });

  const demoUserIds: number[] = [admin.id];
  for (const region of REGIONS) {
    const dsmName = region.id === 2 ? { firstName: 'Dana', lastName: 'Mercier' } : person(random);
    const [dsm] = await db
      .insert(users)
      .values({
        ...dsmName,
        email: region.id === 2 ? DEMO_ACCOUNTS.dsm : emailFor(dsmName.firstName, dsmName.lastName, ++n),
        passwordHash,
        role: ROLE.regionalManager,
        areaId: region.id,
      })
      .returning({ id: users.id });
    if (region.id === 2) demoUserIds.push(dsm.id);

    for (const [d, plan] of DISTRICTS[region.id].entries()) {
      const [district] = await db.insert(districts).values({ name: plan.name, regionId: region.id }).returning({ id: districts.id });
      const isDemoDistrict = region.id === 2 && d === 0;
      const dsName = isDemoDistrict ? { firstName: 'Sam', lastName: 'Okafor' } : person(random);
      const [ds] = await db
        .insert(users)
        .values({
          ...dsName,
          email: isDemoDistrict ? DEMO_ACCOUNTS.ds : emailFor(dsName.firstName, dsName.lastName, ++n),
          passwordHash,
          role: ROLE.districtSupervisor,
          areaId: district.id,
        })
        .returning({ id: users.id });
      if (isDemoDistrict) demoUserIds.push(ds.id);

      const territoryCount = plan.cities.length >= 3 ? 3 : 2;
      for (let t = 0; t < territoryCount; t += 1) {
        const city = plan.cities[t % plan.cities.length];
        const isDemoTerritory = isDemoDistrict && t === 0;
        const fsrName = isDemoTerritory ? { firstName: 'Riley', lastName: 'Fraser' } : person(random);
        const [fsr] = await db
          .insert(users)
          .values({
            ...fsrName,
            email: isDemoTerritory ? DEMO_ACCOUNTS.fsr : emailFor(fsrName.firstName, fsrName.lastName, ++n),
            passwordHash,
            role: ROLE.fieldSalesRep,
            phone: phone(random, city),
          })
          .returning({ id: users.id });
        if (isDemoTerritory) demoUserIds.push(fsr.id);
        const [territory] = await db
          .insert(territories)
          .values({ name: `${city.name} ${QUARTERS[t]}`, districtId: district.id, managerId: fsr.id })
          .returning({ id: territories.id });
        await db.update(users).set({ areaId: territory.id }).where(eq(users.id, fsr.id));

        const storeCount = random.int(5, 7);
        await db.insert(stores).values(
          Array.from({ length: storeCount }, () => {
            const storeCity = random.pick(plan.cities);
            const manager = person(random);
            const number = freeStoreNumber(random.int(1000, 9999));
            return {
              name: `${random.pick(STORE_BANNERS)} ${storeCity.name} #${number}`,
              storeNumber: String(number),
              territoryId: territory.id,
              addressLine1: streetAddress(random, storeCity),
              addressLine2: random.chance(0.2) ? `Unit ${random.int(1, 40)}` : null,
              city: storeCity.name,
              province: storeCity.province,
              postalCode: postalCode(random, storeCity),
              phoneNo: phone(random, storeCity),
              isSSR: random.chance(0.3) ? 1 : 0,
              isOptOut: random.chance(0.05) ? 1 : 0,
              storeManager: `${manager.firstName} ${manager.lastName}`,
              smEmail: emailFor(manager.firstName, manager.lastName, ++n).replace('fieldops.example.com', 'store.example.com'),
              ...aroundCity(spots, storeCity),
            };
          }),
        );
      }
    }
  }

  await seedDemoExtras(db, passwordHash);
  await seedDemoObjectives(db, files.storage, files);
  await seedDemoVisits(db, files);
  await seedDemoNews(db, files.storage, files);
  await seedDemoCrm(db);
  await seedDemoWins(db, files.storage, files);
  await seedDemoSchedule(db, files);
  await seedDemoPlaybooks(db, files.storage, files);
  await seedDemoNewsletters(db, files.storage, files);
  await seedDemoMessages(db, files.now);

  await seedDemoNotifications(db, demoUserIds);
}
