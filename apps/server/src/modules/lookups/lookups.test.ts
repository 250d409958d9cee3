import { NEWSLETTER_TYPES, PROVINCES } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { NON_ADMINS } from '../../test/requests.js';
import { useTestApp } from '../../test/use-test-app.js';

const { call } = useTestApp();

const LISTS = [
  '/brand',
  '/trade',
  '/objective_types',
  '/objective/status',
  '/incomplete_reason',
  '/schedule_types',
  '/win_types',
  '/contact_subscription',
  '/province',
  '/user/roles',
];
const data = async (url: string) => (await call('GET', url, undefined, 'fsr')).json().data;

describe('lookups', () => {
  it('answer every signed-in role, and 401 without a token', async () => {
    for (const url of LISTS) {
      for (const who of ['admin', ...NON_ADMINS] as const) {
        const res = await call('GET', url, undefined, who);
        expect(res.statusCode, `${who} ${url}`).toBe(200);
        expect(res.json().data.length, url).toBeGreaterThan(0);
      }
      expect((await call('GET', url, undefined, 'nobody')).statusCode, url).toBe(401);
    }
  });

  it('objective statuses are fixed by DESIGN §4', async () => {
    expect(await data('/objective/status')).toEqual([
      { id: 1, name: 'Incomplete' },
      { id: 2, name: 'Completed' },
      { id: 3, name: 'Approved' },
      { id: 4, name: 'Not Completed' },
    ]);
  });

  it('schedule types 1–5 with their colours; win types with labels; subscriptions = newsletter kinds', async () => {
    const schedule = await data('/schedule_types');
    expect(schedule.map((s: { id: number }) => s.id)).toEqual([1, 2, 3, 4, 5]);
    expect(schedule.every((s: { color: string }) => /^#[0-9a-f]{6}$/.test(s.color))).toBe(true);
    expect((await data('/win_types'))[0]).toEqual({ id: 1, label: expect.any(String) });
    expect((await data('/contact_subscription')).map((c: { type: string }) => c.type)).toEqual([...NEWSLETTER_TYPES]);
  });

  it('the 13 provinces and territories, ids 1–13', async () => {
    const provinces = await data('/province');
    expect(provinces.map((p: { id: number }) => p.id)).toEqual(PROVINCES.map((p) => p.id));
    expect(provinces[8]).toEqual({ id: 9, code: 'ON', name: 'Ontario' });
  });

  it('brands are paged, searchable and sortable, with a CSV', async () => {
    const res = await call('GET', '/brand?page=1&perPage=5&sort=-id');
    expect(res.json().meta).toMatchObject({ page: 1, perPage: 5 });
    expect(res.json().data).toHaveLength(5);
    const ids = res.json().data.map((b: { id: number }) => b.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    expect((await call('GET', '/brand?q=milw')).json().data).toEqual([{ id: 1, name: 'Milwaukee' }]);
    expect((await call('GET', '/brand?sort=color')).statusCode).toBe(422);
    const csv = await call('GET', '/brand?format=csv');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="brands.csv"');
  });
});

describe('lookups without demo data', () => {
  const empty = useTestApp({ demo: false }).ctx;

  it('are inserted by the migrations', async () => {
    for (const table of [
      'brands',
      'trades',
      'objective_types',
      'objective_statuses',
      'incomplete_reasons',
      'schedule_types',
      'win_types',
      'contact_subscription_types',
    ]) {
      const [{ count }] = await queryRows<{ count: number }>(empty.db, sql`select count(*)::int as count from ${sql.identifier(table)}`);
      expect(count, table).toBeGreaterThan(2);
    }
    const [{ users }] = await queryRows<{ users: number }>(empty.db, sql`select count(*)::int as users from users`);
    expect(users).toBe(0);
  });
});
