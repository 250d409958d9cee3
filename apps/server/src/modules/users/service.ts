import { AREA_REQUIRED_MESSAGE, en, ROLE, type RoleId, type User, type UserCreateInput, type UserUpdateInput } from '@fieldops/contract';
import { and, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { districts, regions, territories, users } from '../../db/schema/index.js';
import { conflict, invalid, notFound } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { atVersion, changedSince } from '../../lib/record-version.js';
import { revokePasswordResets, revokeUserSessions, type SessionUser } from '../../lib/sessions.js';
import { releaseTerritories, setTerritoryManager } from '../geography/manager-assignment.js';
import { findUser } from './list.js';

const U = en.masterData.users;

/** A user of the viewer's area; outside it the same 404 as an unknown id (DESIGN §4). */
export async function getUser(db: DbOrTx, id: number, viewer: SessionUser): Promise<User> {
  const user = await findUser(db, id, viewer);
  if (!user) throw notFound(U.notFound);
  return user;
}

async function checkEmailFree(db: DbOrTx, email: string, exceptId?: number): Promise<void> {
  const others: SQL[] = [eq(users.email, email), isNull(users.deletedAt)];
  if (exceptId) others.push(ne(users.id, exceptId));
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(...others));
  if (taken) throw conflict(U.emailTaken, { email: [U.emailTaken] });
}

/** The area a role covers must exist: a region (2), a district (3) or a live territory (4). */
async function checkArea(db: DbOrTx, role: RoleId, areaId: number | null | undefined): Promise<number | null> {
  if (role === ROLE.admin) return null;
  const message = AREA_REQUIRED_MESSAGE[role];
  const found =
    areaId &&
    (role === ROLE.regionalManager
      ? await db.select({ id: regions.id }).from(regions).where(eq(regions.id, areaId))
      : role === ROLE.districtSupervisor
        ? await db.select({ id: districts.id }).from(districts).where(eq(districts.id, areaId))
        : await db
            .select({ id: territories.id })
            .from(territories)
            .where(and(eq(territories.id, areaId), isNull(territories.deletedAt))));
  if (!found || found.length === 0) throw invalid(message, { areaID: [message] });
  return areaId;
}

/** Applies the role's area inside a transaction: a rep becomes the manager of their territory. */
async function applyArea(tx: DbOrTx, userId: number, role: RoleId, areaId: number | null, confirm: boolean) {
  if (role === ROLE.fieldSalesRep && areaId) {
    await setTerritoryManager(tx, { territoryId: areaId, userId, confirm, side: 'user' });
  } else {
    await releaseTerritories(tx, userId);
    await tx.update(users).set({ areaId }).where(eq(users.id, userId));
  }
}

/** Another request took the e-mail or the territory between our checks and our writes. */
function raceConflict(error: unknown): unknown {
  if (isUniqueViolation(error, 'users_email_uq')) return conflict(U.emailTaken, { email: [U.emailTaken] });
  const changed = en.masterData.territories.managerChanged;
  if (isUniqueViolation(error, 'territories_manager_uq')) return conflict(changed, { areaID: [changed] });
  return error;
}

export async function createUser(db: DbOrTx, input: UserCreateInput, viewer: SessionUser): Promise<User> {
  await checkEmailFree(db, input.email);
  const areaId = await checkArea(db, input.role, input.areaID);
  const passwordHash = await hashPassword(input.password);
  const id = await db
    .transaction(async (t) => {
      const tx = t;
      const [created] = await tx
        .insert(users)
        .values({
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          passwordHash,
          role: input.role,
          phone: input.phone,
          startDate: input.startDate,
          language: input.language ?? 'en',
        })
        .returning({ id: users.id });
      await applyArea(tx, created.id, input.role, areaId, Boolean(input.confirmReassign));
      return created.id;
    })
    .catch((error: unknown) => {
      throw raceConflict(error);
    });
  return getUser(db, id, viewer);
}

/** PUT /user/{id}; made on `expected` (If-Match), it is refused once someone has saved the user since. */
export async function updateUser(
  db: DbOrTx,
  id: number,
  input: UserUpdateInput,
  viewer: SessionUser,
  expected: string | null = null,
): Promise<User> {
  await getUser(db, id, viewer);
  await checkEmailFree(db, input.email, id);
  const areaId = await checkArea(db, input.role, input.areaID);
  await db
    .transaction(async (t) => {
      const tx = t;
      const [updated] = await tx
        .update(users)
        .set({
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          role: input.role,
          phone: input.phone,
          startDate: input.startDate,
          ...(input.language ? { language: input.language } : {}),
          updatedAt: new Date(),
        })
        .where(and(eq(users.id, id), atVersion(sql`${users.updatedAt}`, expected)))
        .returning({ id: users.id });
      if (!updated) throw changedSince();
      await applyArea(tx, id, input.role, areaId, Boolean(input.confirmReassign));
    })
    .catch((error: unknown) => {
      throw raceConflict(error);
    });
  return getUser(db, id, viewer);
}

/**
 * Soft delete: the user keeps their history, is signed out everywhere, loses every reset link and
 * frees their territory.
 */
export async function deleteUser(db: DbOrTx, id: number, currentUserId: number): Promise<void> {
  if (id === currentUserId) throw conflict(U.cannotDeleteSelf);
  await db.transaction(async (t) => {
    const tx = t;
    const deleted = await tx
      .update(users)
      .set({ deletedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(users.id, id), isNull(users.deletedAt)))
      .returning({ id: users.id });
    if (deleted.length === 0) throw notFound(U.notFound);
    await releaseTerritories(tx, id);
    await revokeUserSessions(tx, id);
    await revokePasswordResets(tx, id);
  });
}
