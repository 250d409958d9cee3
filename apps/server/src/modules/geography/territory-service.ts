import { en, type Territory, type TerritoryInput } from '@fieldops/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { districts, territories, users } from '../../db/schema/index.js';
import { conflict, invalid, notFound } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { atVersion, changedSince } from '../../lib/record-version.js';
import type { SessionUser } from '../../lib/sessions.js';
import { checkManager, releaseTerritories, setTerritoryManager } from './manager-assignment.js';
import { findTerritory } from './territory-list.js';

const T = en.masterData.territories;

/** Two admins assigning the same rep at once: the unique manager index refuses the second. */
const managerRace = (error: unknown) =>
  isUniqueViolation(error, 'territories_manager_uq') ? conflict(T.managerChanged, { managerID: [T.managerChanged] }) : error;

async function checkDistrict(tx: DbOrTx, districtId: number): Promise<void> {
  // An active district, kept (for share) so it cannot be retired until the territory is saved.
  const [d] = await tx
    .select({ id: districts.id })
    .from(districts)
    .where(and(eq(districts.id, districtId), isNull(districts.retiredAt)))
    .for('share');
  if (!d) throw invalid(T.districtNotFound, { districtID: [T.districtNotFound] });
}

/** Two live territories of one district never share a name (trimmed, in any case): pickers show names alone. */
async function checkNameFree(tx: DbOrTx, input: TerritoryInput, id?: number): Promise<void> {
  const [same] = await queryRows<{ id: number }>(
    tx,
    sql`select id from territories
         where district_id = ${input.districtID} and deleted_at is null and lower(name) = lower(${input.name})
           ${id === undefined ? sql`` : sql`and id <> ${id}`}
         limit 1`,
  );
  if (same) throw conflict(T.nameTaken, { name: [T.nameTaken] });
}

/** A territory of the viewer's area; outside it the same 404 as an unknown id (DESIGN §4). */
export async function getTerritory(db: DbOrTx, id: number, viewer: SessionUser): Promise<Territory> {
  const territory = await findTerritory(db, id, viewer);
  if (!territory) throw notFound(T.notFound);
  return territory;
}

/** Creates a territory, with its manager if one is named (see setTerritoryManager). */
export async function createTerritory(db: DbOrTx, input: TerritoryInput, viewer: SessionUser): Promise<Territory> {
  const id = await db
    .transaction(async (t) => {
      const tx = t;
      await checkDistrict(tx, input.districtID);
      await checkNameFree(tx, input);
      if (input.managerID) await checkManager(tx, input.managerID);
      const [created] = await tx
        .insert(territories)
        .values({ name: input.name, districtId: input.districtID })
        .returning({ id: territories.id });
      if (input.managerID) {
        await setTerritoryManager(tx, {
          territoryId: created.id,
          userId: input.managerID,
          confirm: Boolean(input.confirmReassign),
          side: 'territory',
        });
      }
      return created.id;
    })
    .catch((error: unknown) => {
      throw managerRace(error);
    });
  return getTerritory(db, id, viewer);
}

/** PUT /territory/{id}; made on `expected` (If-Match), it is refused once someone has saved the territory (or its manager) since. */
export async function updateTerritory(
  db: DbOrTx,
  id: number,
  input: TerritoryInput,
  viewer: SessionUser,
  expected: string | null = null,
): Promise<Territory> {
  await db
    .transaction(async (t) => {
      const tx = t;
      const [updated] = await tx
        .update(territories)
        .set({ name: input.name, districtId: input.districtID, updatedAt: new Date() })
        .where(and(eq(territories.id, id), isNull(territories.deletedAt), atVersion(sql`${territories.updatedAt}`, expected)))
        .returning({ id: territories.id });
      if (!updated) {
        const [live] = await tx
          .select({ id: territories.id })
          .from(territories)
          .where(and(eq(territories.id, id), isNull(territories.deletedAt)));
        throw live ? changedSince() : notFound(T.notFound);
      }
      await checkDistrict(tx, input.districtID);
      await checkNameFree(tx, input, id);
      if (input.managerID) await checkManager(tx, input.managerID);
      await setTerritoryManager(tx, {
        territoryId: id,
        userId: input.managerID,
        confirm: Boolean(input.confirmReassign),
        side: 'territory',
      });
    })
    .catch((error: unknown) => {
      throw managerRace(error);
    });
  return getTerritory(db, id, viewer);
}

/** Archives a territory without active stores; its manager becomes unassigned. */
export async function deleteTerritory(db: DbOrTx, id: number): Promise<void> {
  await db.transaction(async (t) => {
    const tx = t;
    const [territory] = await tx
      .select({ managerId: territories.managerId })
      .from(territories)
      .where(and(eq(territories.id, id), isNull(territories.deletedAt)))
      .for('update');
    if (!territory) throw notFound(T.notFound);
    const [{ count }] = await queryRows<{ count: number }>(
      tx,
      sql`select count(*)::int as count from stores where territory_id = ${id} and deleted_at is null`,
    );
    if (count > 0) throw conflict(T.hasStores.replace('{{count}}', String(count)));
    if (territory.managerId) {
      await releaseTerritories(tx, territory.managerId);
      await tx
        .update(users)
        .set({ areaId: null, updatedAt: new Date() })
        .where(and(eq(users.id, territory.managerId), eq(users.areaId, id)));
    }
    await tx.update(territories).set({ deletedAt: new Date(), managerId: null, updatedAt: new Date() }).where(eq(territories.id, id));
  });
}
