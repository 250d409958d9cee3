import { en } from '@fieldops/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoAreas, type DemoAreas } from '../../test/demo-areas.js';
import { MALFORMED_BODIES, NON_ADMINS } from '../../test/requests.js';
import { useTestApp } from '../../test/use-test-app.js';

const T = en.masterData.territories;
const { ctx, call } = useTestApp();
let areas: DemoAreas;
let district: number;
let north: number;
beforeAll(async () => {
  areas = await demoAreas(ctx.db);
  [district, north] = [areas.district, areas.territory];
});

const territory = async (id: number) => (await call('GET', `/territory/${id}`)).json().data;
const user = async (id: number) => (await call('GET', `/user/${id}`)).json().data;
const fsrWithout = async () => (await call('GET', '/user/search?type=4&q=jamie')).json().data[0].value as number;

describe('regions and districts', () => {
  it('lists the seven regions by name, for every role', async () => {
    for (const who of ['admin', ...NON_ADMINS] as const) {
      const res = await call('GET', '/region', undefined, who);
      expect(res.statusCode).toBe(200);
      expect(
        res
          .json()
          .data.map((r: { id: number }) => r.id)
          .sort((a: number, b: number) => a - b),
      ).toEqual([2, 7, 11, 12, 13, 14, 15]);
    }
  });

  it('lists districts with their region, filtered by region', async () => {
    const all = (await call('GET', '/district')).json().data;
    expect(all.length).toBeGreaterThan(10);
    const ontario = (await call('GET', '/district?regionID=2')).json().data;
    expect(ontario.length).toBeGreaterThan(0);
    expect(ontario.every((d: { regionID: number; region: { id: number } }) => d.regionID === 2 && d.region.id === 2)).toBe(true);
    expect((await call('GET', '/district?regionID=')).statusCode).toBe(200);
  });

  it('gives one district with its territories; 404 for an unknown one; 4xx for a bad id', async () => {
    const res = await call('GET', `/district/${district}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: district, name: 'Ottawa Valley', regionID: 2 });
    expect(res.json().data.territories.map((t: { name: string }) => t.name)).toContain('Ottawa North');
    expect((await call('GET', '/district/9999')).statusCode).toBe(404);
    const bad = await call('GET', '/district/abc');
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect(bad.statusCode).toBeLessThan(500);
  });

  it('401 without a token', async () => {
    for (const url of ['/region', '/district', '/district/1', '/territory', '/territory/all', '/territory/1']) {
      expect((await call('GET', url, undefined, 'nobody')).statusCode, url).toBe(401);
    }
  });
});

describe('territory list', () => {
  it('pages with meta, 50 by default', async () => {
    // Every role may list; what each sees is its area (lib/area-scope.test.ts).
    for (const who of NON_ADMINS) expect((await call('GET', '/territory', undefined, who)).statusCode, who).toBe(200);
    const res = await call('GET', '/territory');
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    expect(meta).toMatchObject({ page: 1, perPage: 50 });
    expect(data.length).toBe(Math.min(50, meta.total));
    const page2 = (await call('GET', '/territory?perPage=5&page=2')).json();
    const page1 = (await call('GET', '/territory?perPage=5&page=1')).json();
    expect(page2.data).toHaveLength(5);
    expect(page2.data[0].id).not.toBe(page1.data[0].id);
    expect(page1.meta.total).toBe(meta.total);
  });

  it('answers rows with district, region and manager, or null for a vacant one', async () => {
    const { data } = (await call('GET', '/territory?q=ottawa')).json();
    const north = data.find((t: { name: string }) => t.name === 'Ottawa North');
    expect(north).toMatchObject({
      originalName: 'Ottawa North',
      district: { name: 'Ottawa Valley' },
      region: { id: 2 },
      manager: { name: 'Riley Fraser' },
    });
    expect(north.managerID).toBe(north.manager.id);
    expect(data.find((t: { name: string }) => t.name === 'Ottawa West').manager).toBeNull();
  });

  it('searches, filters and sorts', async () => {
    const byManager = (await call('GET', '/territory?q=riley')).json().data;
    expect(byManager.map((t: { name: string }) => t.name)).toEqual(['Ottawa North']);
    const inDistrict = (await call('GET', `/territory?districtID=${district}&perPage=500`)).json().data;
    expect(inDistrict.length).toBeGreaterThan(1);
    expect(inDistrict.every((t: { districtID: number }) => t.districtID === district)).toBe(true);
    const desc = (await call('GET', '/territory?sort=-name&perPage=500')).json().data.map((t: { name: string }) => t.name.toLowerCase());
    expect(desc).toEqual([...desc].sort().reverse());
    const byRegion = (await call('GET', '/territory?sort=region&perPage=500'))
      .json()
      .data.map((t: { region: { name: string } }) => t.region.name.toLowerCase());
    expect(byRegion).toEqual([...byRegion].sort());
  });

  it('refuses bad paging and sorting with 422', async () => {
    for (const qs of ['perPage=501', 'perPage=0', 'page=0', 'sort=password', 'page=x', 'format=xml']) {
      const res = await call('GET', `/territory?${qs}`);
      expect(res.statusCode, qs).toBe(422);
      expect(res.json().code).toBe('VALIDATION');
    }
  });

  it('downloads the whole filtered list as territories.csv', async () => {
    const total = (await call('GET', '/territory?perPage=1')).json().meta.total;
    const res = await call('GET', '/territory?format=csv&perPage=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="territories.csv"');
    const lines = res.body.trim().split(/\r\n/);
    expect(lines[0]).toBe('ID,Territory,Manager,District,Region');
    expect(lines).toHaveLength(total + 1);
    expect(res.body).toContain(`Ottawa West,${en.masterData.unassigned},Ottawa Valley,Ontario`);
    const filtered = (await call('GET', '/territory?format=csv&q=riley')).body.trim().split(/\r\n/);
    expect(filtered).toHaveLength(2);
  });

  it("GET /territory/all answers every territory of the caller's area unpaged", async () => {
    for (const who of ['admin', 'ds'] as const) {
      const total = (await call('GET', '/territory', undefined, who)).json().meta.total;
      expect((await call('GET', '/territory/all', undefined, who)).json().data).toHaveLength(total);
    }
    const inDistrict = (await call('GET', `/territory/all?districtID=${district}`)).json().data;
    expect(inDistrict.length).toBeGreaterThan(1);
    expect(inDistrict.every((t: { districtID: number }) => t.districtID === district)).toBe(true);
  });

  it('GET /territory/{id}: 200, 404', async () => {
    expect((await territory(north)).name).toBe('Ottawa North');
    const missing = await call('GET', '/territory/99999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(T.notFound);
  });
});

describe('territory writes', () => {
  it('creates a territory (201)', async () => {
    const res = await call('POST', '/territory', { name: ' Kanata ', districtID: district });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ name: 'Kanata', districtID: district, manager: null, district: { name: 'Ottawa Valley' } });
  });

  it("answers 'Some fields are required!' naming each missing field", async () => {
    const res = await call('POST', '/territory', {});
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: en.masterData.someFieldsRequired,
      code: 'VALIDATION',
      errors: { name: [T.fields.name], districtID: [T.fields.districtID] },
    });
    const blank = await call('POST', '/territory', { name: '   ', districtID: district });
    expect(blank.json()).toMatchObject({ message: en.masterData.someFieldsRequired, errors: { name: [T.fields.name] } });
    expect(Object.keys(blank.json().errors)).toEqual(['name']);
  });

  it('refuses a second territory of the same name in a district (409), not in another one; renaming onto it too', async () => {
    const first = await call('POST', '/territory', { name: 'Orleans East', districtID: district });
    expect(first.statusCode).toBe(201);
    const again = await call('POST', '/territory', { name: ' orleans east ', districtID: district });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: T.nameTaken, errors: { name: [T.nameTaken] } });
    const other = (await call('GET', '/district')).json().data.find((d: { id: number }) => d.id !== district).id as number;
    const elsewhere = await call('POST', '/territory', { name: 'Orleans East', districtID: other });
    expect(elsewhere.statusCode).toBe(201);
    const moved = await call('PUT', `/territory/${elsewhere.json().data.id}`, { name: 'Orleans East', districtID: district });
    expect(moved.statusCode).toBe(409);
    // Saved under its own name, it is not its own duplicate.
    const kept = await call('PUT', `/territory/${first.json().data.id}`, { name: 'Orleans East', districtID: district });
    expect(kept.statusCode).toBe(200);
  });

  it('refuses an unknown district and a manager who is not a rep', async () => {
    const unknown = await call('POST', '/territory', { name: 'X', districtID: 9999 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.districtID).toEqual([T.districtNotFound]);
    const admin = await call('POST', '/territory', { name: 'X', districtID: district, managerID: 1 });
    expect(admin.statusCode).toBe(422);
    expect(admin.json().errors.managerID).toEqual([T.managerNotRep]);
  });

  it('403 for every other role, 401 without a token, on every write', async () => {
    for (const who of [...NON_ADMINS, 'nobody'] as const) {
      const expected = who === 'nobody' ? 401 : 403;
      expect((await call('POST', '/territory', { name: 'X', districtID: district }, who)).statusCode).toBe(expected);
      expect((await call('PUT', `/territory/${north}`, { name: 'X', districtID: district }, who)).statusCode).toBe(expected);
      expect((await call('DELETE', `/territory/${north}`, undefined, who)).statusCode).toBe(expected);
    }
    expect((await territory(north)).name).toBe('Ottawa North');
  });

  it('assigns a free rep as manager; their areaID follows', async () => {
    const rep = await fsrWithout();
    const res = await call('POST', '/territory', { name: 'Orleans', districtID: district, managerID: rep });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.manager.id).toBe(rep);
    expect((await user(rep)).areaID).toBe(res.json().data.id);
  });

  it('asks for confirmation before moving a rep who holds another territory, then moves them in one go', async () => {
    const repId = (await territory(north)).manager.id;
    const target = (await call('POST', '/territory', { name: 'Barrhaven', districtID: district })).json().data;

    const ask = await call('PUT', `/territory/${target.id}`, { name: 'Barrhaven', districtID: district, managerID: repId });
    expect(ask.statusCode).toBe(409);
    expect(ask.json().code).toBe('MANAGER_HAS_TERRITORY');
    expect(ask.json().message).toContain('Ottawa North');
    expect(ask.json().message).toContain('Riley Fraser');
    expect((await territory(target.id)).manager).toBeNull();
    expect((await territory(north)).manager.id).toBe(repId);

    const ok = await call('PUT', `/territory/${target.id}`, {
      name: 'Barrhaven',
      districtID: district,
      managerID: repId,
      confirmReassign: true,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.manager).toEqual({ id: repId, name: 'Riley Fraser' });
    expect((await territory(north)).manager).toBeNull();
    expect((await user(repId)).areaID).toBe(target.id);
    const listed = (await call('GET', '/territory?q=ottawa north')).json().data[0];
    expect(listed.manager).toBeNull();

    // Back where it was, for the other tests.
    const back = await call('PUT', `/territory/${north}`, {
      name: 'Ottawa North',
      districtID: district,
      managerID: repId,
      confirmReassign: true,
    });
    expect(back.statusCode).toBe(200);
    expect((await territory(target.id)).manager).toBeNull();
  });

  it('creating with a held manager also asks first', async () => {
    const held = (await territory(areas.neighbourTerritory)).manager.id;
    const res = await call('POST', '/territory', { name: 'Nepean', districtID: district, managerID: held });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('MANAGER_HAS_TERRITORY');
    const names = (await call('GET', '/territory?q=nepean')).json().data;
    expect(names).toHaveLength(0);
  });

  it('unassigning the manager frees the rep', async () => {
    const rep = await fsrWithout();
    const created = (
      await call('POST', '/territory', { name: 'Gloucester', districtID: district, managerID: rep, confirmReassign: true })
    ).json().data;
    const res = await call('PUT', `/territory/${created.id}`, { name: 'Gloucester East', districtID: district, managerID: null });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Gloucester East', manager: null, managerID: null });
    expect((await user(rep)).areaID).toBeNull();
  });

  it('a territory opened before its manager changed from the user form is refused on the version it was opened on (409)', async () => {
    const created = (await call('POST', '/territory', { name: 'Overbrook', districtID: district, managerID: null })).json().data;
    const rep = await fsrWithout();
    const repBefore = await user(rep);
    // The rep's form gives them the territory: the territory's manager, so its version, changes.
    const moved = await call('PUT', `/user/${rep}`, { ...repBefore, areaID: created.id, confirmReassign: true });
    expect(moved.statusCode, moved.body).toBe(200);
    const now = await territory(created.id);
    expect(now.managerID).toBe(rep);
    expect(now.version).not.toBe(created.version);
    const stale = await call('PUT', `/territory/${created.id}`, { name: 'Overbrook', districtID: district, managerID: null }, 'admin', {
      'if-match': `"${created.version}"`,
    });
    expect(stale.statusCode).toBe(409);
    expect((await territory(created.id)).managerID).toBe(rep);
    // And the other way: the rep's version moves when a territory's form takes them off it.
    const taken = await call('PUT', `/territory/${created.id}`, { name: 'Overbrook', districtID: district, managerID: null }, 'admin', {
      'if-match': `"${now.version}"`,
    });
    expect(taken.statusCode).toBe(200);
    expect((await user(rep)).version).not.toBe((moved.json().data as { version: string }).version);
  });

  it('PUT: 404 for an unknown territory, 422 for missing fields', async () => {
    expect((await call('PUT', '/territory/99999', { name: 'X', districtID: district })).statusCode).toBe(404);
    const res = await call('PUT', `/territory/${north}`, { name: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(en.masterData.someFieldsRequired);
  });

  it('refuses to delete a territory that still has active stores', async () => {
    const res = await call('DELETE', `/territory/${north}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/still has \d+ active stores/);
    expect((await territory(north)).name).toBe('Ottawa North');
  });

  it('deletes an empty territory (204), freeing its manager; then 404', async () => {
    const rep = await fsrWithout();
    const created = (
      await call('POST', '/territory', { name: 'Vanier', districtID: district, managerID: rep, confirmReassign: true })
    ).json().data;
    const res = await call('DELETE', `/territory/${created.id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await call('GET', `/territory/${created.id}`)).statusCode).toBe(404);
    expect((await call('GET', '/territory?q=vanier')).json().meta.total).toBe(0);
    expect((await user(rep)).areaID).toBeNull();
    expect((await call('DELETE', `/territory/${created.id}`)).statusCode).toBe(404);
  });

  it('answers 4xx, never 5xx, to malformed bodies', async () => {
    const bodies = [
      ...MALFORMED_BODIES,
      JSON.stringify({ name: 5, districtID: 'x' }),
      JSON.stringify({ name: 'a'.repeat(500), districtID: district }),
      JSON.stringify({ name: 'A', districtID: 1.5 }),
      JSON.stringify({ name: 'A', districtID: district, managerID: -3 }),
      JSON.stringify({ name: 'A', districtID: 2 ** 40 }),
    ];
    for (const body of bodies) {
      for (const [method, url] of [
        ['POST', '/territory'],
        ['PUT', '/territory/1'],
      ] as const) {
        const res = await call.raw(method, url, body);
        expect(res.statusCode, `${method} ${body}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${method} ${body}`).toBeLessThan(500);
      }
    }
  });
});
