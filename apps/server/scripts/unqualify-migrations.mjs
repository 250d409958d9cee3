// drizzle-kit writes foreign keys as "public"."table"; strip the schema so the migrations run in
// whatever schema the connection's search_path names (the API tests isolate themselves that way).
import fs from 'node:fs';
import path from 'node:path';

const dir = new URL('../src/db/migrations/', import.meta.url).pathname;
for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.sql'))) {
  const full = path.join(dir, file);
  const sql = fs.readFileSync(full, 'utf8');
  const fixed = sql.replaceAll('"public".', '');
  if (fixed !== sql) fs.writeFileSync(full, fixed);
}
