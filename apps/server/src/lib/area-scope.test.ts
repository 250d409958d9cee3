import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.js';
import { useTestApp } from '../test/use-test-app.js';

const { ctx, call } = useTestApp();

interface Row {
  id: number;
  territory: { id: number };
  district: { id: number };
  region: { id: number };
}
interface UserRow {
  id: number;
  email: string;
  role: number;
  area: { type: string; id: number } | null;
}
const all = async (url: string, who: 'admin' | 'dsm' | 'ds' | 'fsr') => (await call('GET', `${url}?perPage=500`, undefined, who)).json();

/** DESIGN §4: each role below admin sees its own area on lists. */
describe("lists scoped to the viewer's area", () => {
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

describe('territories and districts scoped the same way', () => {
  it("lists a rep their territory, a supervisor their district's, a manager their region's; regions stay whole", async () => {
    const me = async (who: 'dsm' | 'ds' | 'fsr') => (await call('GET', '/user/me', undefined, who)).json().data;
    const [dsm, ds, fsr] = [await me('dsm'), await me('ds'), await me('fsr')];
    type Territory = { id: number; districtID: number; region: { id: number } };
    const territories = (await all('/territory', 'admin')).data as Territory[];
    const districts = (await call('GET', '/district', undefined, 'admin')).json().data as { id: number; regionID: number }[];
    const ids = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);
    const cases = [
      { who: 'fsr', keepT: (t: Territory) => t.id === fsr.areaID, districtIds: [territories.find((t) => t.id === fsr.areaID)!.districtID] },
      { who: 'ds', keepT: (t: Territory) => t.districtID === ds.areaID, districtIds: [ds.areaID] },
      {
        who: 'dsm',
        keepT: (t: Territory) => t.region.id === dsm.areaID,
        districtIds: ids(districts.filter((d) => d.regionID === dsm.areaID)),
      },
    ] as const;
    for (const { who, keepT, districtIds } of cases) {
      const expected = ids(territories.filter(keepT));
      expect(expected.length, who).toBeGreaterThan(0);
      expect(ids((await all('/territory', who)).data), who).toEqual(expected);
      expect(ids((await call('GET', '/territory/all', undefined, who)).json().data), who).toEqual(expected);
      expect(ids((await call('GET', '/district', undefined, who)).json().data), who).toEqual([...districtIds].sort((a, b) => a - b));
      expect((await call('GET', '/region', undefined, who)).json().data, who).toHaveLength(7);
    }
    const detail = (await call('GET', `/district/${cases[0].districtIds[0]}`, undefined, 'fsr')).json().data;
    expect(detail.territories.map((t: { id: number }) => t.id)).toEqual([fsr.areaID]);
  });
});

describe('ids of the demo organisation', () => {
  it('differ at every level, so reading one kind of id as another finds nothing', async () => {
    const ids = async (table: 'regions' | 'districts' | 'territories' | 'stores') =>
      (await queryRows<{ id: number }>(ctx.db, sql`select id from ${sql.identifier(table)}`)).map((r) => r.id);
    const [regions, districts, territories, stores] = [
      await ids('regions'),
      await ids('districts'),
      await ids('territories'),
      await ids('stores'),
    ];
    const levels = [regions, districts, territories, stores];
    for (const [i, a] of levels.entries()) {
      for (const b of levels.slice(i + 1)) expect(a.filter((id) => b.includes(id))).toEqual([]);
    }
    const [{ top }] = await queryRows<{ top: number }>(
      ctx.db,
      sql`select greatest((select max(id) from users), (select max(id) from objectives))::int as top`,
    );
    expect(top).toBeLessThan(Math.min(...districts));
  });
});

describe('a user whose area is gone sees nothing', () => {
  /** A new user of `role` whose area is then set to `area` behind the API's back, signed in. */
  const userWithArea = async (role: 3 | 4, area: number | null) => {
    const email = `gone.${role}.${area ?? 'none'}.${Date.now()}@example.com`;
    const areaID = (
      await queryRows<{ id: number }>(
        ctx.db,
        role === 3
          ? sql`select min(id)::int as id from districts`
          : sql`select min(t.id)::int as id from territories t where t.manager_id is null and t.deleted_at is null`,
      )
    )[0].id;
    const created = await call('POST', '/user', {
      firstName: 'Area',
      lastName: 'Gone',
      email,
      password: 'area-gone-1',
      role,
      areaID,
      confirmReassign: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    await ctx.db.execute(sql`update territories set manager_id = null where manager_id = ${created.json().data.id}`);
    await ctx.db.execute(sql`update users set area_id = ${area} where id = ${created.json().data.id}`);
    const token = (await ctx.app.inject({ method: 'POST', url: '/api/v1/user/login', payload: { email, password: 'area-gone-1' } })).json()
      .data.token;
    const get = (url: string) => ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { authorization: `Bearer ${token}` } });
    return { id: created.json().data.id as number, get };
  };

  const expectNothing = async (
    get: (url: string) => Promise<{ statusCode: number; json(): { data: unknown; meta?: { total: number } } }>,
    selfId: number,
  ) => {
    for (const url of ['/store', '/territory', '/objective', '/store_objective/status/0/list']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.json().meta?.total, url).toBe(0);
    }
    for (const url of ['/territory/all', '/district', '/store/search', '/store/regions'])
      expect((await get(url)).json().data, url).toEqual([]);
    expect((await get('/store_objective/status/0')).json().data).toMatchObject({ count: 0 });
    // Only themselves among the people.
    expect(((await get('/user')).json().data as { id: number }[]).map((u) => u.id)).toEqual([selfId]);
    expect(((await get('/user/search')).json().data as { value: number }[]).map((u) => u.value)).toEqual([selfId]);
    const [some] = await queryRows<{ store: number; objective: number; territory: number; district: number; manager: number }>(
      ctx.db,
      sql`select so.store_id as store, so.objective_id as objective, t.id as territory, t.district_id as district, t.manager_id as manager
            from store_objectives so join stores s on s.id = so.store_id join territories t on t.id = s.territory_id
           where s.deleted_at is null and t.manager_id is not null order by so.id limit 1`,
    );
    for (const url of [
      `/store/${some.store}`,
      `/objective/${some.objective}`,
      `/objective/${some.objective}/CSVsummary`,
      `/store/${some.store}/objective/${some.objective}`,
      `/territory/${some.territory}`,
      `/district/${some.district}`,
      `/user/${some.manager}`,
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  };

  it('a rep or a supervisor without an area (none set)', async () => {
    for (const role of [3, 4] as const) {
      const { id, get } = await userWithArea(role, null);
      await expectNothing(get, id);
    }
  });

  it('a rep whose territory was archived, with the results of its archived stores', async () => {
    // A territory whose one store has a result, then the store and the territory archived.
    const [district] = await queryRows<{ id: number }>(ctx.db, sql`select min(id)::int as id from districts`);
    const territory = (await call('POST', '/territory', { name: 'Closed down', districtID: district.id })).json().data;
    const [store] = await queryRows<{ id: number }>(
      ctx.db,
      sql`insert into stores (name, store_number, territory_id, address_line1, city, province, postal_code, phone_no)
          values ('Closed down store', '4999', ${territory.id}, '1 Main Street', 'Ottawa', 9, 'K1A0B1', '613-555-0100') returning id`,
    );
    await ctx.db.execute(
      sql`insert into store_objectives (objective_id, store_id, status_id) values ((select min(id) from objectives), ${store.id}, 2)`,
    );
    expect((await call('DELETE', `/store/${store.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/territory/${territory.id}`)).statusCode).toBe(204);
    const { id, get } = await userWithArea(4, territory.id);
    await expectNothing(get, id);
  });
});
