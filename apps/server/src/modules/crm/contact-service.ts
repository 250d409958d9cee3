import { en, type Contact, type ContactInput } from '@fieldops/contract';
import { eq, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { contacts, contactSubscriptions } from '../../db/schema/index.js';
import { conflict, invalid, notFound } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { lockAtVersion } from '../../lib/record-version.js';
import { intArray } from '../../lib/sql-array.js';
import { findContact } from './contact-list.js';

const C = en.crm;

/** The e-mail index refuses a second contact with the same address (case-insensitively). */
export const emailTaken = (error: unknown) =>
  isUniqueViolation(error, 'contacts_email_uq') ? conflict(C.emailTaken, { email: [C.emailTaken] }) : error;

/**
 * The ids of each lookup a contact names, read once per write (or per import): the active brands
 * and trades, plus the ones the contact being changed (`kept`) already has, retired or not. The
 * import (`'any'`) resolves every name, retired ones too, so that a crm.csv exported earlier
 * imports again.
 */
export interface ContactLookups {
  brands: Map<number, string>;
  trades: Map<number, string>;
  subscriptions: Map<number, string>;
  /** The French names of those that have one: a file typed in French imports too. */
  french: { brands: Map<number, string>; trades: Map<number, string>; subscriptions: Map<number, string> };
}

export async function readLookups(db: DbOrTx, kept: number | null | 'any' = null): Promise<ContactLookups> {
  const keptIds = (...columns: string[]) =>
    sql`(select unnest(array[${sql.join(
      columns.map((c) => sql.identifier(c)),
      sql`, `,
    )}]) from contacts where id = ${typeof kept === 'number' ? kept : 0})`;
  const active = (...columns: string[]) => (kept === 'any' ? sql`` : sql`where retired_at is null or id in ${keptIds(...columns)}`);
  const read = (table: string, where = sql``) =>
    queryRows<{ id: number; name: string; name_fr: string | null }>(
      db,
      sql`select id, name, name_fr from ${sql.identifier(table)} ${where}`,
    );
  const names = (rows: { id: number; name: string }[]) => new Map(rows.map((r) => [r.id, r.name]));
  const french = (rows: { id: number; name_fr: string | null }[]) =>
    new Map(rows.flatMap((r) => (r.name_fr ? [[r.id, r.name_fr] as const] : [])));
  const [brands, trades, subscriptions] = await Promise.all([
    read('brands', active('brand_id', 'current_brand_id')),
    read('trades', active('trade_id')),
    read('contact_subscription_types'),
  ]);
  return {
    brands: names(brands),
    trades: names(trades),
    subscriptions: names(subscriptions),
    french: { brands: french(brands), trades: french(trades), subscriptions: french(subscriptions) },
  };
}

/** What of a valid contact names no brand, trade or subscription that exists, field by field. */
export function unknownReferences(input: ContactInput, lookups: ContactLookups): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (!lookups.brands.has(input.brandID)) errors.brandID = [C.brandNotFound];
  if (input.currentBrandID && !lookups.brands.has(input.currentBrandID)) errors.currentBrandID = [C.brandNotFound];
  if (!lookups.trades.has(input.tradeID)) errors.tradeID = [C.tradeNotFound];
  if (input.notifyOn.some((id) => !lookups.subscriptions.has(Number(id)))) errors.notifyOn = [C.subscriptionInvalid];
  return errors;
}

async function checkReferences(db: DbOrTx, input: ContactInput, contactId: number | null = null): Promise<void> {
  const errors = unknownReferences(input, await readLookups(db, contactId));
  const first = Object.values(errors)[0]?.[0];
  if (first) throw invalid(first, errors);
}

/** The contacts table's columns of a contact. */
export const contactValues = (input: ContactInput) => ({
  brandId: input.brandID,
  currentBrandId: input.currentBrandID,
  tradeId: input.tradeID,
  province: input.province,
  firstName: input.firstName,
  lastName: input.lastName,
  phone: input.phone,
  company: input.company,
  email: input.email,
  conversionOpportunity: input.conversionOpportunity === 1,
  ...(input.language ? { language: input.language } : {}),
});

/** Replaces the subscriptions of these contacts with the given ones (`notifyOn`). */
export async function setSubscriptions(tx: DbOrTx, rows: { contactId: number; notifyOn: readonly string[] }[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`delete from contact_subscriptions where contact_id = any(${intArray(rows.map((r) => r.contactId))})`);
  const values = rows.flatMap((r) => r.notifyOn.map((id) => ({ contactId: r.contactId, subscriptionTypeId: Number(id) })));
  if (values.length > 0) await tx.insert(contactSubscriptions).values(values);
}

export async function getContact(db: DbOrTx, id: number): Promise<Contact> {
  const contact = await findContact(db, id);
  if (!contact) throw notFound(C.notFound);
  return contact;
}

export async function createContact(db: DbOrTx, input: ContactInput): Promise<Contact> {
  await checkReferences(db, input);
  const id = await db
    .transaction(async (tx) => {
      const [created] = await tx.insert(contacts).values(contactValues(input)).returning({ id: contacts.id });
      await setSubscriptions(tx, [{ contactId: created.id, notifyOn: input.notifyOn }]);
      return created.id;
    })
    .catch((error: unknown) => {
      throw emailTaken(error);
    });
  return getContact(db, id);
}

/** PUT /contact/{id}; made on `expected` (If-Match), it is refused once someone has saved the contact since. */
export async function updateContact(db: DbOrTx, id: number, input: ContactInput, expected: string | null = null): Promise<Contact> {
  await checkReferences(db, input, id);
  await db
    .transaction(async (tx) => {
      await lockAtVersion(tx, 'contacts', id, expected, C.notFound);
      const [updated] = await tx
        .update(contacts)
        .set({ ...contactValues(input), updatedAt: new Date() })
        .where(eq(contacts.id, id))
        .returning({ id: contacts.id });
      if (!updated) throw notFound(C.notFound);
      await setSubscriptions(tx, [{ contactId: id, notifyOn: input.notifyOn }]);
    })
    .catch((error: unknown) => {
      throw emailTaken(error);
    });
  return getContact(db, id);
}

/** Deletes a contact; its subscriptions go with it (on delete cascade). */
export async function deleteContact(db: DbOrTx, id: number): Promise<void> {
  const [deleted] = await db.delete(contacts).where(eq(contacts.id, id)).returning({ id: contacts.id });
  if (!deleted) throw notFound(C.notFound);
}
