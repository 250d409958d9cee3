/**
 * `npm run seed:large`: loads the benchmark organisation (5,000 stores, 400 territories,
 * 50 districts, 1,000 users) into the database of DATABASE_URL, or the embedded one under
 * DATA_DIR. The database must have no users yet.
 */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config.js';
import { hashPassword } from '../../lib/passwords.js';
import { openDatabase, queryRows } from '../client.js';
import { DEMO_PASSWORD } from './demo.js';
import { LARGE_SIZES, seedLarge } from './large-data.js';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const [{ count }] = await queryRows<{ count: number }>(database.db, sql`select count(*)::int as count from users`);
    if (count > 0) {
      console.error(`The database already has ${count} users. Use an empty one (a new DATA_DIR or database).`);
      process.exitCode = 1;
      return;
    }
    const started = Date.now();
    const hash = await hashPassword(DEMO_PASSWORD);
    await database.db.transaction((tx) => seedLarge(tx, hash));
    const where = config.databaseUrl ? config.databaseUrl.replace(/\/\/[^@]*@/, '//') : config.dataDir;
    console.log(
      `Loaded ${LARGE_SIZES.stores} stores, ${LARGE_SIZES.territories} territories, ${LARGE_SIZES.districts} districts and ` +
        `${LARGE_SIZES.users} users into ${where} in ${((Date.now() - started) / 1000).toFixed(1)} s (sign in as admin@example.com / ${DEMO_PASSWORD}).`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
