import { displayName, en, ROLE } from '@fieldops/contract';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { territories, users } from '../../db/schema/index.js';
import { AppError, invalid } from '../../lib/app-error.js';

const T = en.masterData.territories;
const U = en.masterData.users;

/**
 * Who asks: the territory form (its manager field) or the user form (an FSR's territory).
 * Each side confirms what its own form does not show: the territory form, that the rep leaves
 * another territory; the user form, that the territory's current manager is replaced.
 */
export type AssignmentSide = 'territory' | 'user';

async function userName(tx: DbOrTx, userId: number): Promise<string> {
  const [u] = await tx.select({ f: users.firstName, l: users.lastName }).from(users).where(eq(users.id, userId));
  return u ? displayName(u.f, u.l) : '';
}

/** The rep a territory form names as manager must be an active field sales rep. */
export async function checkManager(tx: DbOrTx, userId: number): Promise<void> {
  const [u] = await tx
    .select({ role: users.role })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!u || u.role !== ROLE.fieldSalesRep) throw invalid(T.managerNotRep, { managerID: [T.managerNotRep] });
}

/**
 * Makes `userId` the manager of `territoryId` (or leaves it unassigned with null), keeping the
 * rule 'a territory has one manager, a rep manages one territory, a rep's areaID is that
 * territory'. Without `confirm` a move that takes something away answers 409
 * MANAGER_HAS_TERRITORY naming it. Call it inside the caller's transaction.
 */
export async function setTerritoryManager(
  tx: DbOrTx,
  options: { territoryId: number; userId: number | null; confirm: boolean; side: AssignmentSide },
): Promise<void> {
  const { territoryId, userId, confirm, side } = options;
  const [territory] = await tx
    .select({ name: territories.name, managerId: territories.managerId })
    .from(territories)
    .where(eq(territories.id, territoryId))
    .for('update');
  if (!territory) throw new AppError('NOT_FOUND', T.notFound);
  const previous = territory.managerId;
  if (previous === userId) {
    if (userId) await tx.update(users).set({ areaId: territoryId }).where(eq(users.id, userId));
    return;
  }

  if (userId && !confirm) {
    if (side === 'territory') {
      const [other] = await tx
        .select({ name: territories.name })
        .from(territories)
        .where(and(eq(territories.managerId, userId), ne(territories.id, territoryId)));
      if (other) {
        const message = T.managerHasTerritory.replace('{{manager}}', await userName(tx, userId)).replace('{{territory}}', other.name);
        throw new AppError('MANAGER_HAS_TERRITORY', message, { managerID: [message] });
      }
    } else if (previous) {
      const message = U.territoryHasManager.replace('{{territory}}', territory.name).replace('{{manager}}', await userName(tx, previous));
      throw new AppError('MANAGER_HAS_TERRITORY', message, { areaID: [message] });
    }
  }

  if (previous) {
    await tx.update(territories).set({ managerId: null, updatedAt: new Date() }).where(eq(territories.id, territoryId));
    await tx
      .update(users)
      .set({ areaId: null, updatedAt: new Date() })
      .where(and(eq(users.id, previous), eq(users.role, ROLE.fieldSalesRep), eq(users.areaId, territoryId)));
  }
  if (userId) {
    await tx.update(territories).set({ managerId: null, updatedAt: new Date() }).where(eq(territories.managerId, userId));
    await tx.update(territories).set({ managerId: userId, updatedAt: new Date() }).where(eq(territories.id, territoryId));
    await tx.update(users).set({ areaId: territoryId, updatedAt: new Date() }).where(eq(users.id, userId));
  }
}

/** Frees whatever territory a user manages (role change, deletion). */
export async function releaseTerritories(tx: DbOrTx, userId: number): Promise<void> {
  await tx.update(territories).set({ managerId: null, updatedAt: new Date() }).where(eq(territories.managerId, userId));
}
