import { ROLE } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../client.js';
import { stores, territories, users } from '../schema/index.js';
import { DISTRICTS, STORE_BANNERS, streetAddress } from './places.js';
import { createRandom } from './random.js';

/**
 * What the master-data screens need beyond the organisation itself: a vacant territory
 * ('Unassigned'), reps without a territory (for the manager picker), an archived store and
 * start dates. Its own random stream, so the rest of the demo stays the same.
 */
export async function seedDemoExtras(db: DbOrTx, passwordHash: string): Promise<void> {
  const random = createRandom(7);
  const [ottawaValley] = await queryRows<{ id: number }>(db, sql`select id from districts where name = 'Ottawa Valley' limit 1`);
  if (!ottawaValley) return;
  const ottawa = DISTRICTS[2][0].cities[0];

  const [vacant] = await db
    .insert(territories)
    .values({ name: 'Ottawa West', districtId: ottawaValley.id })
    .returning({ id: territories.id });
  // Numbers no live store of the demo has (stores_number_uq), from 2100 on, seven apart.
  const taken = new Set(
    (await queryRows<{ number: string }>(db, sql`select store_number as number from stores where deleted_at is null`)).map((r) => r.number),
  );
  const numbers: number[] = [];
  for (let number = 2100; numbers.length < 4; number += 7) if (!taken.has(String(number))) numbers.push(number);
  const storeRows = numbers.map((number, i) => ({
    name: `${STORE_BANNERS[i]} Ottawa West #${number}`,
    storeNumber: String(number),
    territoryId: vacant.id,
    addressLine1: streetAddress(random, ottawa),
    city: ottawa.name,
    province: ottawa.province,
    postalCode: `${random.pick(ottawa.fsa)}${random.digit()}${random.letter()}${random.digit()}`,
    phoneNo: `${ottawa.area}-${random.int(200, 989)}-${String(random.int(0, 9999)).padStart(4, '0')}`,
  }));
  await db.insert(stores).values(storeRows);
  await db.insert(stores).values({
    ...storeRows[0],
    name: 'RONA Ottawa Bank Street #2001 (closed)',
    storeNumber: '2001',
    deletedAt: new Date('2026-01-31T17:00:00Z'),
  });

  await db.insert(users).values([
    {
      firstName: 'Jamie',
      lastName: 'Roy',
      email: 'jamie.roy@fieldops.example.com',
      passwordHash,
      role: ROLE.fieldSalesRep,
      phone: '613-555-0142',
    },
    {
      firstName: 'Noor',
      lastName: 'Haddad',
      email: 'noor.haddad@fieldops.example.com',
      passwordHash,
      role: ROLE.fieldSalesRep,
      phone: '416-555-0178',
    },
  ]);
  await db.execute(sql`update users set start_date = date '2018-03-05' + ((id * 97) % 2400) where start_date is null and role <> 1`);
}
