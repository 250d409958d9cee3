import { en, type StoreBody } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { demoAreas, type DemoAreas } from '../../test/demo-areas.js';
import { MALFORMED_BODIES, NON_ADMINS } from '../../test/requests.js';
import { useTestApp } from '../../test/use-test-app.js';

const S = en.masterData.stores;
const F = S.fields;
const { ctx, call } = useTestApp();
let areas: DemoAreas;
beforeAll(async () => {
  areas = await demoAreas(ctx.db);
  valid.territoryID = areas.territory;
});

const valid: StoreBody = {
  territoryID: 0, // the rep's territory, set in beforeAll
  name: 'Home Hardware Orleans',
  storeNumber: '4021',
  addressLine1: '3900 Innes Road',
  city: 'Ottawa',
  province: 9,
  postalCode: 'k1c 1t1',
  phoneNo: '613-555-0100',
  isSSR: 1,
  SMEmail: 'Manager@Store.example.com',
};

/** `valid` with a store number of its own (no demo store has six digits), then `change`. */
let lastNumber = 880_000;
const numbered = (change: Partial<StoreBody> = {}): StoreBody => ({ ...valid, storeNumber: String((lastNumber += 1)), ...change });

describe('store list', () => {
  it('pages active stores for every signed-in role, 50 by default', async () => {
    for (const who of ['admin', ...NON_ADMINS] as const) {
      const res = await call('GET', '/store', undefined, who);
      expect(res.statusCode).toBe(200);
      expect(res.json().meta).toMatchObject({ page: 1, perPage: 50 });
      // Admins see every store; the others their own area (lib/area-scope.test.ts).
      expect(res.json().data).toHaveLength(Math.min(50, res.json().meta.total));
      expect(res.json().data.length).toBeGreaterThan(0);
    }
    expect((await call('GET', '/store')).json().data).toHaveLength(50);
    const row = (await call('GET', '/store?perPage=1')).json().data[0];
    expect(Object.keys(row)).toEqual(
      expect.arrayContaining([
        'id',
        'name',
        'storeNumber',
        'territoryID',
        'addressLine1',
        'postalCode',
        'phoneNo',
        'isSSR',
        'SMEmail',
        'HDSEmail',
        'territory',
        'district',
        'region',
        'user',
        'date',
      ]),
    );
    expect(row.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await call('GET', '/store', undefined, 'nobody')).statusCode).toBe(401);
  });

  it('searches name, number, city and postal code', async () => {
    const one = (await call('GET', `/store?perPage=1&territoryID=${areas.territory}`)).json().data[0];
    for (const q of [
      one.name.slice(-6),
      one.storeNumber,
      one.city.toUpperCase(),
      one.postalCode.slice(0, 3).toLowerCase() + ' ' + one.postalCode.slice(3, 4),
    ]) {
      const { data } = (await call('GET', `/store?perPage=500&q=${encodeURIComponent(q)}`)).json();
      expect(
        data.map((s: { id: number }) => s.id),
        q,
      ).toContain(one.id);
    }
    expect((await call('GET', '/store?q=%25%25%25')).json().meta.total).toBe(0);
    expect((await call('GET', '/store?q=zzzz-no-such')).json()).toEqual({ data: [], meta: { page: 1, perPage: 50, total: 0 } });
  });

  it('filters by region, district and territory', async () => {
    const region = (await call('GET', '/store?regionID=7&perPage=500')).json().data;
    expect(region.length).toBeGreaterThan(0);
    expect(region.every((s: { region: { id: number } }) => s.region.id === 7)).toBe(true);
    const district = (await call('GET', `/store?districtID=${areas.district}&perPage=500`)).json().data;
    expect(district.length).toBeGreaterThan(0);
    expect(district.every((s: { district: { id: number } }) => s.district.id === areas.district)).toBe(true);
    const territory = (await call('GET', `/store?territoryID=${areas.territory}&perPage=500`)).json().data;
    expect(territory.length).toBeGreaterThan(0);
    expect(
      territory.every(
        (s: { territoryID: number; user: { name: string } }) => s.territoryID === areas.territory && s.user.name === 'Riley Fraser',
      ),
    ).toBe(true);
  });

  it('sorts on each sortable column, both ways, with stable pages', async () => {
    for (const sort of ['name', 'storeNumber', 'city', 'province', 'postalCode', 'territory', 'district', 'region', 'user', 'id']) {
      for (const dir of ['', '-']) {
        const res = await call('GET', `/store?sort=${dir}${sort}&perPage=500`);
        expect(res.statusCode, sort).toBe(200);
      }
    }
    const names = (await call('GET', '/store?sort=-name&perPage=500')).json().data.map((s: { name: string }) => s.name.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
    for (const sort of ['city', '-postalCode', 'territory', '-user']) {
      const whole = (await call('GET', `/store?sort=${sort}&perPage=200`)).json().data.map((s: { id: number }) => s.id);
      const pages: number[] = [];
      for (let page = 1; page <= 4; page += 1) {
        pages.push(...(await call('GET', `/store?sort=${sort}&perPage=50&page=${page}`)).json().data.map((s: { id: number }) => s.id));
      }
      expect(pages, sort).toEqual(whole);
      expect(new Set(pages).size).toBe(200);
    }
    expect((await call('GET', '/store?sort=secret')).statusCode).toBe(422);
  });

  it('downloads every matching store as stores.csv', async () => {
    const total = (await call('GET', '/store?regionID=2')).json().meta.total;
    const res = await call('GET', '/store?format=csv&regionID=2&page=3&perPage=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="stores.csv"');
    const lines = res.body.trim().split(/\r\n/);
    expect(lines).toHaveLength(total + 1);
    expect(lines[0].startsWith('ID,Store Name,Store Number,Address Line 1')).toBe(true);
  });
});

describe('store search, regions and detail', () => {
  it('GET /store/search answers {value,label} pairs, 20 at most', async () => {
    const res = await call('GET', '/store/search?output=pair&q=a', undefined, 'admin');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.length).toBeGreaterThan(0);
    expect(data.length).toBeLessThanOrEqual(20);
    expect(Object.keys(data[0]).sort()).toEqual(['label', 'value']);
    expect((await call('GET', '/store/search')).json().data).toHaveLength(20);
    expect((await call('GET', '/store/search?output=list')).statusCode).toBe(422);
  });

  it("GET /store/search finds only the stores of the caller's area", async () => {
    const picks = (await call('GET', '/store/search?limit=100', undefined, 'fsr')).json().data as { value: number }[];
    expect(picks.map((p) => p.value).sort((a, b) => a - b)).toEqual(areas.stores);
    const other = (await call('GET', `/store?territoryID=${areas.neighbourTerritory}&perPage=1`)).json().data[0];
    expect((await call('GET', `/store/search?q=${encodeURIComponent(other.name)}`, undefined, 'fsr')).json().data).toEqual([]);
    expect(
      (await call('GET', `/store/search?q=${encodeURIComponent(other.name)}`, undefined, 'ds'))
        .json()
        .data.map((p: { value: number }) => p.value),
    ).toContain(other.id);
  });

  it("GET /store/regions groups active stores by region: all for an admin, the caller's area for the others", async () => {
    const everything = (await call('GET', '/store/regions')).json().data;
    expect(everything).toHaveLength(7);
    const count = (regions: { stores: unknown[] }[]) => regions.reduce((n, r) => n + r.stores.length, 0);
    expect(count(everything)).toBe((await call('GET', '/store')).json().meta.total);
    expect(Object.keys(everything[0].stores[0]).sort()).toEqual(['id', 'name']);
    for (const who of NON_ADMINS) {
      const regions = (await call('GET', '/store/regions', undefined, who)).json().data;
      expect(
        regions.map((r: { id: number }) => r.id),
        who,
      ).toEqual([areas.region]);
      expect(count(regions), who).toBe((await call('GET', '/store', undefined, who)).json().meta.total);
    }
  });

  it('GET /store/{id}: 200; 404 for unknown', async () => {
    expect((await call('GET', `/store/${areas.stores[0]}`, undefined, 'fsr')).json().data.id).toBe(areas.stores[0]);
    const res = await call('GET', '/store/99999');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(S.notFound);
  });
});

describe('store writes', () => {
  it('creates a store: 201, postal code without spaces and upper-cased, e-mail lower-cased', async () => {
    const res = await call('POST', '/store', valid);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      name: 'Home Hardware Orleans',
      postalCode: 'K1C1T1',
      isSSR: 1,
      isOptOut: 0,
      SMEmail: 'manager@store.example.com',
      addressLine2: null,
      territory: { id: areas.territory, name: 'Ottawa North' },
      region: { id: 2 },
    });
    expect((await call('GET', '/store?q=orleans')).json().meta.total).toBe(1);
  });

  it("lists every missing required field under 'Some fields are required!'", async () => {
    const res = await call('POST', '/store', {});
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.message).toBe(en.masterData.someFieldsRequired);
    expect(body.errors).toEqual({
      territoryID: [F.territoryID],
      name: [F.name],
      storeNumber: [F.storeNumber],
      addressLine1: [F.addressLine1],
      city: [F.city],
      province: [F.province],
      postalCode: [F.postalCode],
      phoneNo: [F.phoneNo],
    });
    const blanks = await call('POST', '/store', { ...valid, name: '  ', phoneNo: '', territoryID: null, province: 0 });
    expect(blanks.json().message).toBe(en.masterData.someFieldsRequired);
    expect(Object.keys(blanks.json().errors).sort()).toEqual(['name', 'phoneNo', 'province', 'territoryID']);
  });

  it.each([
    [{ postalCode: '12345' }, 'postalCode', S.postalCodeFormat],
    [{ postalCode: 'K1A 0B' }, 'postalCode', S.postalCodeFormat],
    [{ storeNumber: '12A' }, 'storeNumber', S.storeNumberNumeric],
    [{ province: 14 }, 'province', S.provinceInvalid],
    [{ AMEmail: 'not-mail' }, 'AMEmail', S.emailInvalid],
    [{ territoryID: 99999 }, 'territoryID', S.territoryNotFound],
    [{ phoneNo: 'hello' }, 'phoneNo', en.masterData.phoneFormat],
  ])('refuses %o with a clear message', async (change, field, message) => {
    const res = await call('POST', '/store', { ...valid, ...change });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(message);
    expect(res.json().errors[field]).toEqual([message]);
  });

  it('updates a store (200) and 404s an unknown one', async () => {
    const body = numbered({ name: 'To update' });
    const created = (await call('POST', '/store', body)).json().data;
    const res = await call('PUT', `/store/${created.id}`, {
      ...body,
      name: 'Updated',
      territoryID: areas.neighbourTerritory,
      postalCode: 'K7L 3N6',
      isSSR: 0,
      SMEmail: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: created.id,
      name: 'Updated',
      territoryID: areas.neighbourTerritory,
      postalCode: 'K7L3N6',
      isSSR: 0,
      SMEmail: null,
    });
    expect((await call('PUT', '/store/99999', valid)).statusCode).toBe(404);
    const missing = await call('PUT', `/store/${created.id}`, { ...body, city: '' });
    expect(missing.json()).toMatchObject({ message: en.masterData.someFieldsRequired, errors: { city: [F.city] } });
  });

  it('refuses a change made on a version someone has saved over since (409 CHANGED_SINCE), unless sent without one', async () => {
    const body = numbered({ name: 'Two editors' });
    const created = (await call('POST', '/store', body)).json().data as { id: number; version: string };
    const opened = (await call('GET', `/store/${created.id}`)).json().data as { version: string };
    expect(opened.version).toBe(created.version);
    // The first editor saves on the version both opened: accepted, and the version moves on.
    const first = await call('PUT', `/store/${created.id}`, { ...body, name: 'First editor' }, 'admin', {
      'if-match': `"${opened.version}"`,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.version).not.toBe(opened.version);
    // The second, on the same old version: refused, nothing written.
    const second = await call('PUT', `/store/${created.id}`, { ...body, name: 'Second editor' }, 'admin', {
      'if-match': `"${opened.version}"`,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'CHANGED_SINCE', message: en.errors.changedSince });
    expect((await call('GET', `/store/${created.id}`)).json().data.name).toBe('First editor');
    // Saved over on purpose (no If-Match), or on the version now current: accepted.
    expect((await call('PUT', `/store/${created.id}`, { ...body, name: 'Second editor' })).statusCode).toBe(200);
    const now = (await call('GET', `/store/${created.id}`)).json().data.version as string;
    expect((await call('PUT', `/store/${created.id}`, { ...body, name: 'Third' }, 'admin', { 'if-match': now })).statusCode).toBe(200);
    // An unknown store is still not found, whatever the version.
    expect((await call('PUT', '/store/99999', valid, 'admin', { 'if-match': '"1"' })).statusCode).toBe(404);
  });

  it('keeps a position: both coordinates stored and read back, kept when left out, cleared with null', async () => {
    const body = numbered({ name: 'Placed' });
    const created = await call('POST', '/store', { ...body, latitude: 45.4236, longitude: -75.7009 });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    expect(created.json().data).toMatchObject({ latitude: 45.4236, longitude: -75.7009 });
    expect((await call('GET', `/store/${id}`, undefined, 'fsr')).json().data).toMatchObject({ latitude: 45.4236, longitude: -75.7009 });
    // Typed in the form: text with a comma or a point is read as a number.
    const typed = await call('PUT', `/store/${id}`, { ...body, latitude: '44,2312', longitude: ' -76.486 ' });
    expect(typed.json().data).toMatchObject({ latitude: 44.2312, longitude: -76.486 });
    expect((await call('PUT', `/store/${id}`, body)).json().data).toMatchObject({
      latitude: 44.2312,
      longitude: -76.486,
    });
    const cleared = await call('PUT', `/store/${id}`, { ...body, latitude: '', longitude: null });
    expect(cleared.json().data).toMatchObject({ latitude: null, longitude: null });
  });

  it.each([
    [{ latitude: 90.5, longitude: 10 }, 'latitude', en.visits.latitude],
    [{ latitude: -91, longitude: 10 }, 'latitude', en.visits.latitude],
    [{ latitude: 45, longitude: 181 }, 'longitude', en.visits.longitude],
    [{ latitude: 45, longitude: -180.5 }, 'longitude', en.visits.longitude],
    [{ latitude: 45 }, 'longitude', en.visits.positionPair],
    [{ longitude: -75 }, 'longitude', en.visits.positionPair],
    [{ latitude: 'north', longitude: -75 }, 'latitude', en.visits.latitude],
  ])('refuses the position %o with 422 naming %s', async (position, field, message) => {
    const res = await call('POST', '/store', { ...valid, name: 'Misplaced', ...position });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
    expect((await call('GET', '/store?q=Misplaced')).json().meta.total).toBe(0);
  });

  it('archives on delete (204): gone from list, search, selectors and detail; history kept', async () => {
    const created = (await call('POST', '/store', { ...valid, name: 'Archive Me', storeNumber: '7777' })).json().data;
    const res = await call('DELETE', `/store/${created.id}`);
    expect(res.statusCode).toBe(204);
    expect((await call('GET', `/store/${created.id}`)).statusCode).toBe(404);
    expect((await call('GET', '/store?q=archive me')).json().meta.total).toBe(0);
    expect((await call('GET', '/store/search?q=archive')).json().data).toEqual([]);
    const inRegions = (await call('GET', '/store/regions'))
      .json()
      .data.flatMap((r: { stores: { id: number }[] }) => r.stores.map((s) => s.id));
    expect(inRegions).not.toContain(created.id);
    expect((await call('GET', '/store?format=csv&q=archive')).body.trim().split(/\r\n/)).toHaveLength(1);
    const [row] = await queryRows<{ deleted: boolean }>(
      ctx.db,
      sql`select deleted_at is not null as deleted from stores where id = ${created.id}`,
    );
    expect(row.deleted).toBe(true);
    expect((await call('DELETE', `/store/${created.id}`)).statusCode).toBe(404);
    expect((await call('PUT', `/store/${created.id}`, valid)).statusCode).toBe(404);
  });

  it('refuses a second live store with the same number: 409 on the Store Number field, nothing written', async () => {
    // With the catalogue key the web shows it by, in the reader's language.
    const taken = {
      code: 'CONFLICT',
      message: S.storeNumberTaken,
      messageKey: 'masterData.stores.storeNumberTaken',
      errors: { storeNumber: [S.storeNumberTaken] },
    };
    const body = numbered({ name: 'Number twin' });
    expect((await call('POST', '/store', body)).statusCode).toBe(201);
    const again = await call('POST', '/store', body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject(taken);
    // The number of a demo store, in another territory: taken all the same.
    const demo = (await call('GET', `/store?perPage=1&territoryID=${areas.neighbourTerritory}`)).json().data[0];
    const other = await call('POST', '/store', numbered({ name: 'Number twin', storeNumber: demo.storeNumber }));
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject(taken);
    expect((await call('GET', '/store?q=number twin')).json().meta.total).toBe(1);
  });

  it("refuses to edit a store to another live store's number (409 on the field); its own number stays its own", async () => {
    const a = numbered({ name: 'Number A' });
    const b = numbered({ name: 'Number B' });
    const idA = (await call('POST', '/store', a)).json().data.id;
    expect((await call('POST', '/store', b)).statusCode).toBe(201);
    const res = await call('PUT', `/store/${idA}`, { ...a, name: 'Number A renamed', storeNumber: b.storeNumber });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', message: S.storeNumberTaken, errors: { storeNumber: [S.storeNumberTaken] } });
    expect((await call('GET', `/store/${idA}`)).json().data).toMatchObject({ name: 'Number A', storeNumber: a.storeNumber });
    const kept = await call('PUT', `/store/${idA}`, { ...a, name: 'Number A renamed' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data).toMatchObject({ name: 'Number A renamed', storeNumber: a.storeNumber });
  });

  it('gives the number of an archived store to a new store or to another one edited', async () => {
    const closed = numbered({ name: 'Closed number' });
    const closedId = (await call('POST', '/store', closed)).json().data.id;
    expect((await call('DELETE', `/store/${closedId}`)).statusCode).toBe(204);
    const reopened = await call('POST', '/store', { ...closed, name: 'Reopened number' });
    expect(reopened.statusCode, reopened.body).toBe(201);
    expect(reopened.json().data.storeNumber).toBe(closed.storeNumber);
    // Archived in turn, its number goes to a store edited to it.
    expect((await call('DELETE', `/store/${reopened.json().data.id}`)).statusCode).toBe(204);
    const moved = numbered({ name: 'Moved number' });
    const movedId = (await call('POST', '/store', moved)).json().data.id;
    const res = await call('PUT', `/store/${movedId}`, { ...moved, storeNumber: closed.storeNumber });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.storeNumber).toBe(closed.storeNumber);
  });

  it('creates one store of a number sent by several admins at once; the others get the 409', async () => {
    const body = numbered({ name: 'Raced number' });
    const answers = await Promise.all(Array.from({ length: 4 }, () => call('POST', '/store', body)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409, 409, 409]);
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect(res.json()).toMatchObject({ message: S.storeNumberTaken, errors: { storeNumber: [S.storeNumberTaken] } });
    }
    expect((await call('GET', '/store?q=raced number')).json().meta.total).toBe(1);
  });

  it('keeps one live store per number in the database itself, whatever writes it (stores_number_uq)', async () => {
    const number = numbered().storeNumber;
    const insert = (deletedAt: Date | null) =>
      ctx.db
        .execute(sql`insert into stores (name, store_number, territory_id, address_line1, city, province, postal_code, phone_no, deleted_at)
        values ('Raw number', ${number}, ${areas.territory}, '1 Raw Street', 'Ottawa', 9, 'K1A0B1', '613-555-0100', ${deletedAt})`);
    await insert(null);
    const twin = await insert(null).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isUniqueViolation(twin, 'stores_number_uq')).toBe(true);
    await insert(new Date());
  });

  it('hides the demo archived store everywhere', async () => {
    expect((await call('GET', '/store?q=closed')).json().meta.total).toBe(0);
  });

  it('a territory whose stores are all archived can be deleted', async () => {
    const territory = (await call('POST', '/territory', { name: 'Short-lived', districtID: areas.district })).json().data;
    const store = (await call('POST', '/store', numbered({ territoryID: territory.id }))).json().data;
    expect((await call('DELETE', `/territory/${territory.id}`)).statusCode).toBe(409);
    expect((await call('DELETE', `/store/${store.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/territory/${territory.id}`)).statusCode).toBe(204);
  });

  it('403 for every other role and 401 without a token on writes', async () => {
    for (const who of [...NON_ADMINS, 'nobody'] as const) {
      const expected = who === 'nobody' ? 401 : 403;
      expect((await call('POST', '/store', valid, who)).statusCode).toBe(expected);
      expect((await call('PUT', `/store/${areas.stores[0]}`, valid, who)).statusCode).toBe(expected);
      expect((await call('DELETE', `/store/${areas.stores[0]}`, undefined, who)).statusCode).toBe(expected);
    }
    expect((await call('GET', `/store/${areas.stores[0]}`)).statusCode).toBe(200);
  });

  it('answers 4xx, never 5xx, to malformed input', async () => {
    const bodies = [
      ...MALFORMED_BODIES,
      JSON.stringify({ ...valid, territoryID: 2 ** 40 }),
      JSON.stringify({ ...valid, isSSR: 'yes' }),
      JSON.stringify({ ...valid, name: 'x'.repeat(5000) }),
    ];
    for (const body of bodies) {
      for (const [method, url] of [
        ['POST', '/store'],
        ['PUT', '/store/1'],
      ] as const) {
        const res = await call.raw(method, url, body);
        expect(res.statusCode, body).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, body).toBeLessThan(500);
      }
    }
    for (const url of ['/store/0', '/store/-1', '/store/1e99', '/store?page=-1', '/store?regionID=abc', '/store/search?limit=1000']) {
      const res = await call('GET', url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });
});
