import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.js';
import { useTestApp } from '../test/use-test-app.js';

const { ctx, call } = useTestApp();

interface Row { id: number; territory: { id: number }; district: { id: number }; region: { id: number } }
interface UserRow { id: number; email: string; role: number; area: { type: string; id: number } | null }
const all = async (url: string, who: 'admin' | 'dsm' | 'ds' | 'fsr') => (await call('GET', `${url}?perPage=500`, undefined, who)).json();

/** DESIGN §4: each role below admin sees its own area on lists. */
describe('lists scoped to the viewer\'s area', () => {
  it('shows a rep the stores of their territory, a supervisor their district, a manager their region', async () => {
    const me = async (who: 'dsm' | 'ds' | 'fsr') => (await call('GET', '/user/me', undefined, who)).json().data;
    const [dsm, ds, fsr] = [await me('dsm'), await me('ds'), await me('fsr')];
    const admin = await all('/store', 'admin');
    const expectScoped = (rows: Row[], keep: (r: Row) => boolean) => {
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.length).toBe((admin.data as Row[]).filter(keep).length);
    };
    expectScoped((await all('/store', 'fsr')).data, (r) => r.territory.id === fsr.areaID);
    expectScoped((await all('/store', 'ds')).data, (r) => r.district.id === ds.areaID);
    expectScoped((await all('/store', 'dsm')).data, (r) => r.region.id === dsm.areaID);
    const csv = (await call('GET', '/store?format=csv', undefined, 'fsr')).body.trim().split(/\r?\n/);
    expect(csv.length - 1).toBe((await all('/store', 'fsr')).meta.total);
  });

  it('shows a rep themselves and the supervisor and manager above them, not other areas', async () => {
    const users = (await all('/user', 'fsr')).data as UserRow[];
    const emails = users.map((u) => u.email);
    expect(emails).toEqual(expect.arrayContaining(['fsr@example.com', 'ds@example.com', 'dsm@example.com']));
    expect(emails).not.toContain('admin@example.com');
    expect(users.filter((u) => u.role === 4)).toHaveLength(1);
  });

  it('shows a supervisor the reps of their district and their manager', async () => {
    const users = (await all('/user', 'ds')).data as UserRow[];
    const [{ count }] = await queryRows<{ count: number }>(
      ctx.db,
      sql`select count(*)::int as count from users u join territories t on t.id = u.area_id
           where u.role = 4 and u.deleted_at is null and t.district_id = (select area_id from users where email = 'ds@example.com')`,
    );
    expect(users.filter((u) => u.role === 4)).toHaveLength(count);
    expect(users.filter((u) => u.role === 2).map((u) => u.email)).toEqual(['dsm@example.com']);
    expect(users.filter((u) => u.role === 3).map((u) => u.email)).toEqual(['ds@example.com']);
  });

  it('shows an admin everyone', async () => {
    const [{ count }] = await queryRows<{ count: number }>(ctx.db, sql`select count(*)::int as count from users where deleted_at is null`);
    expect((await all('/user', 'admin')).meta.total).toBe(count);
  });
});
