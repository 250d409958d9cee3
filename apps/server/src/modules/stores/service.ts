import { en, type Store, type StoreInput } from '@fieldops/contract';
import { and, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { stores, territories } from '../../db/schema/index.js';
import { conflict, invalid, notFound } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { atVersion, changedSince } from '../../lib/record-version.js';
import type { SessionUser } from '../../lib/sessions.js';
import { removeStrandedObjectiveNotices } from '../objectives/objective-notices.js';
import { findStore } from './list.js';

const S = en.masterData.stores;

/** A store of the viewer's area; outside it the same 404 as an unknown id (DESIGN §4). */
export async function getStore(db: DbOrTx, id: number, viewer: SessionUser): Promise<Store> {
  const store = await findStore(db, id, viewer);
  if (!store) throw notFound(S.notFound);
  return store;
}

async function checkTerritory(db: DbOrTx, territoryId: number): Promise<void> {
  const [t] = await db
    .select({ id: territories.id })
    .from(territories)
    .where(and(eq(territories.id, territoryId), isNull(territories.deletedAt)));
  if (!t) throw invalid(S.territoryNotFound, { territoryID: [S.territoryNotFound] });
}

/** The number identifies a store: no other live store may have it; an archived store's is free again. */
async function checkNumberFree(db: DbOrTx, storeNumber: string, exceptId?: number): Promise<void> {
  const others: SQL[] = [eq(stores.storeNumber, storeNumber), isNull(stores.deletedAt)];
  if (exceptId) others.push(ne(stores.id, exceptId));
  const [taken] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(and(...others));
  if (taken) throw conflict(S.storeNumberTaken, { storeNumber: [S.storeNumberTaken] });
}

/** Another request took the number between our check and our write (stores_number_uq). */
const numberRace = (error: unknown): unknown =>
  isUniqueViolation(error, 'stores_number_uq') ? conflict(S.storeNumberTaken, { storeNumber: [S.storeNumberTaken] }) : error;

const columnsOf = (input: StoreInput) => ({
  name: input.name,
  storeNumber: input.storeNumber,
  territoryId: input.territoryID,
  addressLine1: input.addressLine1,
  addressLine2: input.addressLine2,
  city: input.city,
  province: input.province,
  postalCode: input.postalCode,
  phoneNo: input.phoneNo,
  isSSR: input.isSSR,
  isOptOut: input.isOptOut,
  storeManager: input.storeManager,
  smEmail: input.SMEmail,
  assistantManager: input.assistantManager,
  amEmail: input.AMEmail,
  hardwareDS: input.hardwareDS,
  hdsEmail: input.HDSEmail,
  seasonalDS: input.seasonalDS,
  sdsEmail: input.SDSEmail,
  // Left out of a body, the position stays as it is; null clears it.
  latitude: input.latitude,
  longitude: input.longitude,
});

export async function createStore(db: DbOrTx, input: StoreInput, viewer: SessionUser): Promise<Store> {
  await checkTerritory(db, input.territoryID);
  await checkNumberFree(db, input.storeNumber);
  const [created] = await db
    .insert(stores)
    .values(columnsOf(input))
    .returning({ id: stores.id })
    .catch((error: unknown) => {
      throw numberRace(error);
    });
  return getStore(db, created.id, viewer);
}

/** The objectives a store is given. */
const objectivesOfStore = async (db: DbOrTx, storeId: number): Promise<number[]> =>
  (await queryRows<{ objective_id: number }>(db, sql`select objective_id from store_objectives where store_id = ${storeId}`)).map(
    (r) => r.objective_id,
  );

/** PUT /store/{id}; made on `expected` (If-Match), it is refused once someone has saved the store since. */
export async function updateStore(
  db: DbOrTx,
  id: number,
  input: StoreInput,
  viewer: SessionUser,
  expected: string | null = null,
): Promise<Store> {
  const before = await getStore(db, id, viewer);
  await checkTerritory(db, input.territoryID);
  await checkNumberFree(db, input.storeNumber, id);
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(stores)
      .set({ ...columnsOf(input), updatedAt: new Date() })
      .where(and(eq(stores.id, id), isNull(stores.deletedAt), atVersion(sql`${stores.updatedAt}`, expected)))
      .returning({ id: stores.id })
      .catch((error: unknown) => {
        throw numberRace(error);
      });
    if (updated.length === 0) throw changedSince();
    // Moved to another territory, the store's objectives may have left the old rep's reach.
    if (before.territoryID !== input.territoryID) await removeStrandedObjectiveNotices(tx, await objectivesOfStore(tx, id));
  });
  return getStore(db, id, viewer);
}

/**
 * A store is archived, never erased: its past results stay in every figure that covers its
 * past, and it leaves the lists, searches and selectors.
 */
export async function archiveStore(db: DbOrTx, id: number): Promise<void> {
  const archived = await db
    .update(stores)
    .set({ deletedAt: new Date() })
    .where(and(eq(stores.id, id), isNull(stores.deletedAt)))
    .returning({ id: stores.id });
  if (archived.length === 0) throw notFound(S.notFound);
}
