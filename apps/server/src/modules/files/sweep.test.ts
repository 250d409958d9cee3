import { UNATTACHED_FILE_TTL_HOURS } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { demoPhotos } from '../../db/seed/demo-images.js';
import { intArray } from '../../lib/sql-array.js';
import { useTestApp } from '../../test/use-test-app.js';
import { sweepUnattachedFiles } from './sweep.js';

const { ctx, call, upload } = useTestApp();
const PNG = demoPhotos()[5];
const HOUR = 3600_000;

type Stored = { id: number; key: string };

async function uploaded(who: 'admin' | 'fsr' = 'fsr'): Promise<Stored> {
  const res = await upload('image', 'left-behind.png', PNG, who);
  expect(res.statusCode).toBe(201);
  const file = res.json().data as { id: number; fileURL: string };
  return { id: file.id, key: file.fileURL.replace('/uploads/', '') };
}

/** A file of a demo record, through the table that attaches it. */
async function attachedBy(table: 'objective_files' | 'store_objective_files'): Promise<Stored> {
  const [row] = await queryRows<Stored>(
    ctx.db,
    sql`select f.id, f.key from ${sql.identifier(table)} t join files f on f.id = t.file_id order by f.id limit 1`,
  );
  expect(row).toBeDefined();
  return row;
}

const ageBy = (ids: number[], hours: number) =>
  ctx.db.execute(sql`update files set created_at = now() - ${hours} * interval '1 hour' where id = any(${intArray(ids)})`);
const exists = async (file: Stored) => {
  const rows = await queryRows<{ id: number }>(ctx.db, sql`select id from files where id = ${file.id}`);
  return { row: rows.length === 1, bytes: (await ctx.storage.get(file.key)) !== null };
};

describe('sweeping unattached uploads', () => {
  it(`deletes an upload attached to nothing after ${UNATTACHED_FILE_TTL_HOURS} hours, row and bytes; fresh and attached files stay`, async () => {
    const old = await uploaded();
    const fresh = await uploaded();
    const winPhoto = await uploaded();
    const win = await call('POST', '/win', { winTypeID: 1, title: 'Swept?', date: '2026-11-02', image: { id: winPhoto.id } }, 'fsr');
    expect(win.statusCode).toBe(201);
    const objectiveFile = await attachedBy('objective_files');
    const resultPhoto = await attachedBy('store_objective_files');
    const attached = [winPhoto, objectiveFile, resultPhoto];
    await ageBy([old.id, ...attached.map((f) => f.id)], UNATTACHED_FILE_TTL_HOURS + 1);
    await ageBy([fresh.id], UNATTACHED_FILE_TTL_HOURS - 1);

    const count = await sweepUnattachedFiles(ctx.db, ctx.storage, new Date(Date.now() - UNATTACHED_FILE_TTL_HOURS * HOUR));
    // The demo data leaves no upload unattached: the one left here is all there is to sweep.
    expect(count).toBe(1);
    expect(await exists(old)).toEqual({ row: false, bytes: false });
    expect(await exists(fresh)).toEqual({ row: true, bytes: true });
    for (const file of attached) expect(await exists(file), `file ${file.id}`).toEqual({ row: true, bytes: true });
    expect((await call('GET', `/win/${win.json().data.id}`, undefined, 'fsr')).json().data.image.id).toBe(winPhoto.id);

    // Nothing unattached and old is left, and a second round finds nothing.
    const [{ n }] = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from files f
           where f.created_at < now() - ${UNATTACHED_FILE_TTL_HOURS} * interval '1 hour'
             and not exists (select 1 from attached_files a where a.file_id = f.id)`,
    );
    expect(n).toBe(0);
    expect(await sweepUnattachedFiles(ctx.db, ctx.storage, new Date(Date.now() - UNATTACHED_FILE_TTL_HOURS * HOUR))).toBe(0);
  });

  it('the job is registered with the app (hourly, stopped when the app closes)', () => {
    expect(ctx.app.hasPlugin('files-sweep')).toBe(true);
  });
});
