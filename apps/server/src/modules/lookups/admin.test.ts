import { en } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { MALFORMED_BODIES, NON_ADMINS } from '../../test/requests.js';
import { useTestApp } from '../../test/use-test-app.js';

const { ctx, call } = useTestApp();
const S = en.settings.lists;

/** The five plain lists: their URL, their key in the messages and the field a GET names them by. */
const LISTS = [
  { url: '/brand', kind: 'brand', field: 'name' },
  { url: '/trade', kind: 'trade', field: 'name' },
  { url: '/objective_types', kind: 'objectiveType', field: 'name' },
  { url: '/incomplete_reason', kind: 'incompleteReason', field: 'name' },
  { url: '/win_types', kind: 'winType', field: 'label' },
] as const;

type Row = { id: number; version?: string; name?: string; label?: string; retired?: boolean };
const read = async (url: string, who: 'admin' | 'fsr' | 'dsm' = 'admin'): Promise<Row[]> => {
  const sep = url.includes('?') ? '&' : '?';
  const res = await call('GET', url.startsWith('/brand') ? `${url}${sep}perPage=500` : url, undefined, who);
  expect(res.statusCode, url).toBe(200);
  return res.json().data;
};
const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(ctx.db, query))[0];

describe('the lists behind the forms (issue 12)', () => {
  for (const { url, kind, field } of LISTS) {
    describe(url, () => {
      it('adds, renames and retires a value; the pickers drop it, ?all=1 keeps it flagged for admins', async () => {
        const created = await call('POST', url, { name: `  New ${kind}  ` });
        expect(created.statusCode).toBe(201);
        const { id, name } = created.json().data;
        expect(name).toBe(`New ${kind}`);
        expect(id).toBeGreaterThan(0);
        expect((await read(url, 'fsr')).find((r) => r.id === id)?.[field]).toBe(`New ${kind}`);

        const renamed = await call('PUT', `${url}/${id}`, { name: `Renamed ${kind}` });
        expect(renamed.statusCode).toBe(200);
        expect(renamed.json().data).toMatchObject({ id, name: `Renamed ${kind}` });
        expect((await read(url)).find((r) => r.id === id)?.[field]).toBe(`Renamed ${kind}`);
        // The settings screen's read carries the version its rename form sends back (If-Match).
        const { version } = renamed.json().data as Row;
        expect(version).not.toBe(created.json().data.version);
        expect((await read(`${url}?all=1`)).find((r) => r.id === id)?.version).toBe(version);

        expect((await call('DELETE', `${url}/${id}`)).statusCode).toBe(204);
        expect((await read(url, 'fsr')).some((r) => r.id === id)).toBe(false);
        expect((await read(url)).some((r) => r.id === id)).toBe(false);
        const all = await read(`${url}?all=1`);
        expect(all.find((r) => r.id === id)).toMatchObject({ [field]: `Renamed ${kind}`, retired: true });
        // Retiring is a write of the value: its version moves on.
        expect(all.find((r) => r.id === id)?.version).not.toBe(version);
        expect(all.filter((r) => r.id !== id).every((r) => r.retired === false)).toBe(true);
        // A non-admin's all=1 is the pickers' list.
        expect((await read(`${url}?all=1`, 'fsr')).some((r) => r.id === id)).toBe(false);

        // A retired value is gone for writes: renaming it (on any version) or retiring it again is 404.
        expect((await call('PUT', `${url}/${id}`, { name: 'Again' })).statusCode).toBe(404);
        const stale = await call('PUT', `${url}/${id}`, { name: 'Again' }, 'admin', { 'if-match': `"${version}"` });
        expect(stale.statusCode).toBe(404);
        expect(stale.json().message).toBe(S[kind].notFound);
        const again = await call('DELETE', `${url}/${id}`);
        expect(again.statusCode).toBe(404);
        expect(again.json().message).toBe(S[kind].notFound);
      });

      it('refuses a blank name and a duplicate among active values (any case), frees a retired name', async () => {
        const blank = await call('POST', url, { name: '   ' });
        expect(blank.statusCode).toBe(422);
        expect(blank.json().errors.name).toEqual([en.settings.fields.name]);
        expect((await call('POST', url, {})).statusCode).toBe(422);

        const first = (await call('POST', url, { name: `Dup ${kind}` })).json().data;
        const dup = await call('POST', url, { name: `DUP ${kind}`.toLowerCase() });
        expect(dup.statusCode).toBe(422);
        expect(dup.json().message).toBe(S[kind].duplicate);
        expect(dup.json().errors.name).toEqual([S[kind].duplicate]);

        const other = (await call('POST', url, { name: `Other ${kind}` })).json().data;
        const renameOnto = await call('PUT', `${url}/${other.id}`, { name: `Dup ${kind}` });
        expect(renameOnto.statusCode).toBe(422);
        expect(renameOnto.json().message).toBe(S[kind].duplicate);
        // Renaming a value to its own name (another case) is no duplicate.
        expect((await call('PUT', `${url}/${first.id}`, { name: `dup ${kind}` })).statusCode).toBe(200);

        expect((await call('DELETE', `${url}/${first.id}`)).statusCode).toBe(204);
        const reused = await call('POST', url, { name: `Dup ${kind}` });
        expect(reused.statusCode).toBe(201);
        expect(reused.json().data.id).not.toBe(first.id);
      });

      it('is admin only, 401 without a token, 404 for an unknown id, 4xx for bad input', async () => {
        for (const who of NON_ADMINS) {
          expect((await call('POST', url, { name: 'X' }, who)).statusCode, who).toBe(403);
          expect((await call('PUT', `${url}/1`, { name: 'X' }, who)).statusCode, who).toBe(403);
          expect((await call('DELETE', `${url}/1`, undefined, who)).statusCode, who).toBe(403);
        }
        expect((await call('POST', url, { name: 'X' }, 'nobody')).statusCode).toBe(401);
        expect((await call('PUT', `${url}/999999`, { name: 'X' })).statusCode).toBe(404);
        expect((await call('DELETE', `${url}/999999`)).statusCode).toBe(404);
        for (const body of MALFORMED_BODIES) {
          const res = await call.raw('POST', url, body);
          expect(res.statusCode, body).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, body).toBeLessThan(500);
        }
        const long = await call('POST', url, { name: 'x'.repeat(101) });
        expect(long.statusCode).toBe(422);
        expect((await call('DELETE', `${url}/abc`)).statusCode).toBe(422);
      });
    });
  }

  it('keeps a retired value on the old records that use it', async () => {
    const objective = await one<{ id: number; brand_id: number; objective_type_id: number }>(
      sql`select id, brand_id, objective_type_id from objectives where deleted_at is null order by id limit 1`,
    );
    const contact = await one<{ id: number; trade_id: number }>(sql`select id, trade_id from contacts order by id limit 1`);
    const win = await one<{ id: number; win_type_id: number }>(sql`select id, win_type_id from wins order by id limit 1`);
    const before = {
      objective: (await call('GET', `/objective/${objective.id}`)).json().data,
      contact: (await call('GET', `/contact/${contact.id}`)).json().data,
      win: (await call('GET', `/win/${win.id}`)).json().data,
    };
    const reasonId = (await read('/incomplete_reason'))[0].id;

    for (const [url, id] of [
      ['/brand', objective.brand_id],
      ['/objective_types', objective.objective_type_id],
      ['/trade', contact.trade_id],
      ['/win_types', win.win_type_id],
      ['/incomplete_reason', reasonId],
    ] as const) {
      expect((await call('DELETE', `${url}/${id}`)).statusCode, url).toBe(204);
      expect(
        (await read(url)).some((r) => r.id === id),
        url,
      ).toBe(false);
    }

    const objectiveNow = (await call('GET', `/objective/${objective.id}`)).json().data;
    expect(objectiveNow.brand).toEqual(before.objective.brand);
    expect(objectiveNow.objectiveType).toEqual(before.objective.objectiveType);
    expect(before.objective.brand.name).toBeTruthy();
    const contactNow = (await call('GET', `/contact/${contact.id}`)).json().data;
    expect(contactNow.trade).toEqual(before.contact.trade);
    expect(before.contact.trade.name).toBeTruthy();
    const winNow = (await call('GET', `/win/${win.id}`)).json().data;
    expect(winNow.winType).toBe(before.win.winType);
    expect(before.win.winType).toBeTruthy();
    // The reason's row stays, so results that name it keep reading its name (they join by id).
    expect(await one(sql`select name from incomplete_reasons where id = ${reasonId} and retired_at is not null`)).toBeTruthy();
  });
});

describe('districts (issue 12)', () => {
  const districtsOf = async (query = '', who: 'admin' | 'fsr' | 'dsm' = 'admin') => {
    const res = await call('GET', `/district${query}`, undefined, who);
    expect(res.statusCode).toBe(200);
    return res.json().data as { id: number; version: string; name: string; regionID: number; retired?: boolean }[];
  };

  it('adds a district within a region, renames and moves it, retires it; the pickers drop it', async () => {
    const created = await call('POST', '/district', { name: 'Lakeshore East', regionID: 2 });
    expect(created.statusCode).toBe(201);
    const { id } = created.json().data;
    expect(created.json().data).toMatchObject({ name: 'Lakeshore East', regionID: 2, region: { id: 2 }, retired: false });
    expect((await districtsOf('?regionID=2')).some((d) => d.id === id)).toBe(true);

    const renamed = await call('PUT', `/district/${id}`, { name: 'Lakeshore West', regionID: 7 });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ id, name: 'Lakeshore West', regionID: 7, region: { id: 7 } });
    // Every read of it carries the version its settings form sends back (If-Match).
    const { version } = renamed.json().data as { version: string };
    expect(version).not.toBe(created.json().data.version);
    expect((await districtsOf('?all=1')).find((d) => d.id === id)?.version).toBe(version);
    expect((await call('GET', `/district/${id}`)).json().data.version).toBe(version);

    expect((await call('DELETE', `/district/${id}`)).statusCode).toBe(204);
    expect((await districtsOf()).some((d) => d.id === id)).toBe(false);
    expect((await districtsOf('?all=1')).find((d) => d.id === id)).toMatchObject({ name: 'Lakeshore West', retired: true });
    expect((await districtsOf('?all=1', 'dsm')).some((d) => d.id === id)).toBe(false);
    // Still readable by id (old records link to it); no new territory in it.
    expect((await call('GET', `/district/${id}`)).json().data).toMatchObject({ id, name: 'Lakeshore West' });
    const territory = await call('POST', '/territory', { name: 'In a retired district', districtID: id });
    expect(territory.statusCode).toBe(422);
    expect((await call('GET', `/district/${id}`)).json().data.version).not.toBe(version);
    expect((await call('PUT', `/district/${id}`, { name: 'X', regionID: 7 })).statusCode).toBe(404);
    // On the version a form opened before the retire: still 404, not 409.
    const stale = await call('PUT', `/district/${id}`, { name: 'X', regionID: 7 }, 'admin', { 'if-match': `"${version}"` });
    expect(stale.statusCode).toBe(404);
    expect(stale.json().message).toBe(S.district.notFound);
    expect((await call('DELETE', `/district/${id}`)).statusCode).toBe(404);
  });

  it('refuses a retire while the district has active territories (409), then retires once they are gone', async () => {
    const { id } = (await call('POST', '/district', { name: 'Busy District', regionID: 2 })).json().data;
    const territory = (await call('POST', '/territory', { name: 'Busy Territory', districtID: id })).json().data;
    const refused = await call('DELETE', `/district/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(S.district.hasTerritories.replace('{{count}}', '1'));
    expect((await districtsOf()).some((d) => d.id === id)).toBe(true);
    expect((await call('DELETE', `/territory/${territory.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/district/${id}`)).statusCode).toBe(204);
  });

  it('a demo district with territories keeps them and answers 409', async () => {
    const busy = await one<{ district_id: number }>(
      sql`select district_id from territories where deleted_at is null group by district_id limit 1`,
    );
    expect((await call('DELETE', `/district/${busy.district_id}`)).statusCode).toBe(409);
  });

  it('names are required and unique among the active districts of a region; the region must exist', async () => {
    const missing = await call('POST', '/district', { name: '' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toMatchObject({ name: [en.settings.fields.name], regionID: [en.settings.fields.regionID] });
    expect(missing.json().message).toBe(en.settings.someFieldsRequired);
    const noRegion = await call('POST', '/district', { name: 'Nowhere', regionID: 9999 });
    expect(noRegion.statusCode).toBe(422);
    expect(noRegion.json().errors.regionID).toEqual([S.district.regionNotFound]);

    const existing = (await districtsOf('?regionID=2'))[0];
    const dup = await call('POST', '/district', { name: existing.name.toUpperCase(), regionID: 2 });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().message).toBe(S.district.duplicate);
    // The same name in another region is another district.
    expect((await call('POST', '/district', { name: existing.name, regionID: 7 })).statusCode).toBe(201);
  });

  it('is admin only', async () => {
    for (const who of NON_ADMINS) {
      expect((await call('POST', '/district', { name: 'X', regionID: 2 }, who)).statusCode, who).toBe(403);
      expect((await call('PUT', '/district/1', { name: 'X', regionID: 2 }, who)).statusCode, who).toBe(403);
      expect((await call('DELETE', '/district/1', undefined, who)).statusCode, who).toBe(403);
    }
  });
});
