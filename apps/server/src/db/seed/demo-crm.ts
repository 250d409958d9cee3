import { PROVINCES } from '@fieldops/contract';
import type { DbOrTx } from '../client.js';
import { contacts, contactSubscriptions } from '../schema/index.js';
import { emailName, FIRST_NAMES, LAST_NAMES } from './places.js';
import { createRandom } from './random.js';

const COMPANIES = [
  'Northern Electric Co.',
  'Maple Plumbing',
  'Bluewater Builders',
  'Summit Renovations',
  'Prairie HVAC',
  'Harbour Contracting',
  'Cedar Landscaping',
  'True North Roofing',
  'Laurentian Painting',
  'Fraser Valley Mechanical',
];
const BRANDS = 16;
const TRADES = 12;
const SUBSCRIPTIONS = [1, 2, 3];

/**
 * Sixty CRM contacts (spec 3 §3) with brands, trades, provinces and subscriptions; the first is a
 * fixed one the tests can name. Every contact has a unique e-mail but a few, which have none.
 */
export async function seedDemoCrm(db: DbOrTx): Promise<void> {
  const random = createRandom(3_2026);
  const rows = Array.from({ length: 60 }, (_, i) => {
    const firstName = i === 0 ? 'Avery' : random.pick(FIRST_NAMES);
    const lastName = i === 0 ? 'Lindqvist' : random.pick(LAST_NAMES);
    const province = PROVINCES[i === 0 ? 8 : random.int(0, PROVINCES.length - 1)];
    const company = i === 0 ? 'Bluewater Builders' : random.pick(COMPANIES);
    const area = random.int(200, 989);
    return {
      brandId: i === 0 ? 1 : random.int(1, BRANDS),
      currentBrandId: random.chance(0.6) ? random.int(1, BRANDS) : null,
      tradeId: i === 0 ? 3 : random.int(1, TRADES),
      province: random.chance(0.9) ? province.name : '',
      firstName,
      lastName,
      phone: `${area}-${random.int(200, 989)}-${String(random.int(0, 9999)).padStart(4, '0')}`,
      company,
      email: i > 0 && i % 12 === 0 ? null : `${emailName(firstName)}.${emailName(lastName)}.${i + 1}@contacts.example.com`,
      conversionOpportunity: random.chance(0.35),
    };
  });
  const inserted = await db.insert(contacts).values(rows).returning({ id: contacts.id });
  const subscriptions = inserted.flatMap(({ id }, i) =>
    SUBSCRIPTIONS.filter((s) => (i === 0 ? s !== 3 : random.chance(0.5))).map((subscriptionTypeId) => ({
      contactId: id,
      subscriptionTypeId,
    })),
  );
  if (subscriptions.length) await db.insert(contactSubscriptions).values(subscriptions);
}
