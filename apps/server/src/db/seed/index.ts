import { ROLE } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { hashPassword } from '../../lib/passwords.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { queryRows, type DbOrTx } from '../client.js';
import { users } from '../schema/index.js';
import { DEMO_PASSWORD, seedDemo } from './demo.js';

/**
 * On first start (no user at all): the demo organisation, or with DEMO_DATA=0 only the first
 * admin from ADMIN_EMAIL / ADMIN_PASSWORD.
 */
export async function seedIfEmpty(
  db: DbOrTx,
  options: { demoData: boolean; adminEmail?: string; adminPassword?: string; log?: Logger; storage: FileStorage; tzOrg: string },
): Promise<void> {
  const [{ count }] = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from users`);
  if (count > 0) return;
  if (options.demoData) {
    const hash = await hashPassword(DEMO_PASSWORD);
    await db.transaction(async (tx) => seedDemo(tx, hash, { storage: options.storage, timeZone: options.tzOrg }));
    options.log?.info('demo data loaded (sign in as admin@example.com / demo1234)');
    return;
  }
  if (options.adminEmail && options.adminPassword) {
    await db.insert(users).values({
      firstName: 'Admin',
      lastName: 'User',
      email: options.adminEmail.toLowerCase(),
      passwordHash: await hashPassword(options.adminPassword),
      role: ROLE.admin,
    });
    options.log?.info({ email: options.adminEmail }, 'first admin created');
    return;
  }
  options.log?.warn('empty database and no ADMIN_EMAIL / ADMIN_PASSWORD: nobody can sign in yet');
}
