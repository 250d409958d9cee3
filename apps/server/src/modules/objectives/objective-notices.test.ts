import { en, fr, interpolate, type Notification, type ObjectiveBody } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { demoPhotos } from '../../db/seed/demo-images.js';
import { demoAreas } from '../../test/demo-areas.js';
import { signIn } from '../../test/helpers.js';
import { objectiveBody } from '../../test/objective-body.js';
import { useTestApp } from '../../test/use-test-app.js';

const M = en.objectives;
const { ctx, call, upload } = useTestApp();

/** The demo rep's stores, and the rep and stores of a neighbouring territory (looked up: ids differ at every level). */
let repStores: number[];
let neighbourStores: number[];
let neighbour: { headers: { authorization: string } };

beforeAll(async () => {
  const areas = await demoAreas(ctx.db);
  repStores = areas.stores;
  neighbourStores = (
    await queryRows<{ id: number }>(
      ctx.db,
      sql`select id from stores where territory_id = ${areas.neighbourTerritory} and deleted_at is null order by id`,
    )
  ).map((s) => s.id);
  const [manager] = await queryRows<{ email: string }>(
    ctx.db,
    sql`select u.email from territories t join users u on u.id = t.manager_id where t.id = ${areas.neighbourTerritory}`,
  );
  neighbour = await signIn(ctx.app, manager.email);
});

const body = async (patch: Partial<ObjectiveBody> = {}): Promise<ObjectiveBody> =>
  objectiveBody((await upload('objective', 'p.png', demoPhotos()[1], 'admin')).json().data.id, patch);

/** The notices a reader has in the bell, newest first. */
const bell = async (reader: 'fsr' | 'neighbour'): Promise<Notification[]> => {
  const res =
    reader === 'fsr'
      ? await call('GET', '/notification', undefined, 'fsr')
      : await ctx.app.inject({ method: 'GET', url: '/api/v1/notification', headers: neighbour.headers });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const noticesOf = async (reader: 'fsr' | 'neighbour', objectiveId: number) =>
  (await bell(reader)).filter((n) => n.link === `/objective/${objectiveId}`);

/** The names of these stores as a notice lists them: in the database's order of names. */
const namesOf = async (ids: number[]) =>
  (
    await queryRows<{ name: string }>(ctx.db, sql`select name from stores where id = any(${`{${ids.join(',')}}`}::int[]) order by name, id`)
  ).map((s) => s.name);
const named = async (ids: number[]) => (await namesOf(ids)).join(', ');

describe('the notice of an objective given stores', () => {
  it('goes only to the reps whose stores are new in that save, naming those stores; a save adding none tells no one', async () => {
    const created = await call('POST', '/objective', await body({ stores: [repStores[0]] }));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    const first = await noticesOf('fsr', id);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({
      subject: M.assignedSubject,
      message: interpolate(M.assignedStores, { title: 'Spring paint display', stores: await named([repStores[0]]) }),
      isRead: 0,
    });
    expect(await noticesOf('neighbour', id)).toEqual([]);

    // Two of the neighbour's stores join: the neighbour hears of those two, the demo rep of nothing.
    const joined = await call('PUT', `/objective/${id}`, await body({ stores: [repStores[0], neighbourStores[0], neighbourStores[1]] }));
    expect(joined.statusCode, joined.body).toBe(200);
    expect(await noticesOf('fsr', id)).toEqual(first);
    const theirs = await noticesOf('neighbour', id);
    expect(theirs.map((n) => n.message)).toEqual([
      interpolate(M.assignedStores, { title: 'Spring paint display', stores: await named([neighbourStores[0], neighbourStores[1]]) }),
    ]);

    // A second store of the demo rep's, under a new title: one more notice, naming that store only.
    const second = await call(
      'PUT',
      `/objective/${id}`,
      await body({ title: 'Spring paint display, week 2', stores: [repStores[0], repStores[1], neighbourStores[0], neighbourStores[1]] }),
    );
    expect(second.statusCode, second.body).toBe(200);
    const mine = await noticesOf('fsr', id);
    expect(mine).toHaveLength(2);
    expect(mine[0].message).toBe(
      interpolate(M.assignedStores, { title: 'Spring paint display, week 2', stores: await named([repStores[1]]) }),
    );
    expect(await noticesOf('neighbour', id)).toEqual(theirs);

    // An edit that adds no store (a store taken off, the text changed) tells no one.
    const edited = await call(
      'PUT',
      `/objective/${id}`,
      await body({ title: 'Spring paint display, week 3', stores: [repStores[0], repStores[1], neighbourStores[0]] }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await noticesOf('fsr', id)).toEqual(mine);
    expect(await noticesOf('neighbour', id)).toEqual(theirs);
  });

  it('names the first five of many new stores and counts the rest', async () => {
    // A territory of seven stores: the demo rep's five and two more.
    const added = await queryRows<{ id: number }>(
      ctx.db,
      sql`insert into stores (name, store_number, territory_id, address_line1, city, province, postal_code, phone_no)
          select 'Annex ' || n || ' of ' || s.name, '990' || s.store_number || n, s.territory_id, s.address_line1, s.city, s.province, s.postal_code, s.phone_no
            from stores s, generate_series(1, 2) n where s.id = ${repStores[0]}
          returning id`,
    );
    const stores = [...repStores, ...added.map((s) => s.id)];
    expect(stores).toHaveLength(7);
    const created = await call('POST', '/objective', await body({ stores }));
    expect(created.statusCode, created.body).toBe(201);
    const names = await namesOf(stores);
    expect((await noticesOf('fsr', created.json().data.id)).map((n) => n.message)).toEqual([
      interpolate(M.assignedStoresMore, { title: 'Spring paint display', stores: names.slice(0, 5).join(', '), count: 2 }),
    ]);
  });

  it("reads in its reader's language, the title and store names as written", async () => {
    const language = (value: string) =>
      ctx.app.inject({ method: 'PUT', url: '/api/v1/user/me/language', headers: neighbour.headers, payload: { language: value } });
    expect((await language('fr')).statusCode).toBe(200);
    try {
      const created = await call('POST', '/objective', await body({ title: 'Présentoir de printemps', stores: [neighbourStores[0]] }));
      expect(created.statusCode, created.body).toBe(201);
      expect(await noticesOf('neighbour', created.json().data.id)).toMatchObject([
        {
          subject: fr.objectives.assignedSubject,
          message: interpolate(fr.objectives.assignedStores, {
            title: 'Présentoir de printemps',
            stores: await named([neighbourStores[0]]),
          }),
        },
      ]);
    } finally {
      await language('en');
    }
  });
});

describe('the notices of a deleted objective', () => {
  it('are gone from the bell, read or not, whether the objective was deleted or archived; those of other objectives stay', async () => {
    const create = async (stores: number[]) => (await call('POST', '/objective', await body({ stores }))).json().data.id as number;
    const deleted = await create([repStores[0], neighbourStores[0]]);
    const archived = await create([repStores[1]]);
    const kept = await create([repStores[2]]);
    const [read] = await noticesOf('fsr', deleted);
    expect((await call('PUT', `/notification/${read.id}`, { status: 'read' }, 'fsr')).statusCode).toBe(204);
    expect(await noticesOf('neighbour', deleted)).toHaveLength(1);
    // A recorded result: deleting archives it (its history stays), and it answers 404 all the same.
    const recorded = await call('PUT', `/store/${repStores[1]}/objective/${archived}`, { status: 4, incompleteReasonID: 2 }, 'fsr');
    expect(recorded.statusCode, recorded.body).toBe(200);

    for (const id of [deleted, archived]) {
      expect((await call('DELETE', `/objective/${id}`)).statusCode).toBe(204);
      expect((await call('GET', `/objective/${id}`, undefined, 'fsr')).statusCode).toBe(404);
      expect(await noticesOf('fsr', id)).toEqual([]);
    }
    expect(await noticesOf('neighbour', deleted)).toEqual([]);
    expect(await noticesOf('fsr', kept)).toHaveLength(1);
    // Marking a notice that is gone read answers 404, as for any notice not the reader's.
    expect((await call('PUT', `/notification/${read.id}`, { status: 'read' }, 'fsr')).statusCode).toBe(404);

    // No notice left in the rep's bell leads to an objective that answers 404.
    for (const note of (await bell('fsr')).filter((n) => n.link?.startsWith('/objective/'))) {
      expect((await call('GET', note.link!, undefined, 'fsr')).statusCode, note.link!).toBe(200);
    }
  });
});

describe('the notices of an objective a rep no longer sees', () => {
  it("go when the rep's last store of it is taken off; a rep who keeps a store keeps theirs", async () => {
    const created = await call('POST', '/objective', await body({ stores: [repStores[0], repStores[1], neighbourStores[0]] }));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    expect(await noticesOf('neighbour', id)).toHaveLength(1);
    const mine = await noticesOf('fsr', id);
    expect(mine).toHaveLength(1);

    // The neighbour's only store and one of the demo rep's two leave the objective.
    const edited = await call('PUT', `/objective/${id}`, await body({ stores: [repStores[0]] }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/objective/${id}`, headers: neighbour.headers })).statusCode).toBe(404);
    expect(await noticesOf('neighbour', id)).toEqual([]);
    expect(await noticesOf('fsr', id)).toEqual(mine);
  });

  it("go when the rep's last store of it moves to another territory", async () => {
    const created = await call('POST', '/objective', await body({ stores: [neighbourStores[2]] }));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    const others = await call('POST', '/objective', await body({ stores: [neighbourStores[2], neighbourStores[3]] }));
    expect(others.statusCode, others.body).toBe(201);
    const otherId = others.json().data.id as number;
    expect(await noticesOf('neighbour', id)).toHaveLength(1);

    // An edit that keeps the store where it is takes nothing away.
    const store = (await call('GET', `/store/${neighbourStores[2]}`)).json().data;
    const { id: _id, territory: _territory, version: _version, ...input } = store;
    expect((await call('PUT', `/store/${store.id}`, { ...input, name: `${store.name} (renamed)` })).statusCode).toBe(200);
    expect(await noticesOf('neighbour', id)).toHaveLength(1);

    const moved = await call('PUT', `/store/${store.id}`, { ...input, territoryID: (await demoAreas(ctx.db)).territory });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await noticesOf('neighbour', id)).toEqual([]);
    // The rep still has another store of the second objective: that notice stays.
    expect(await noticesOf('neighbour', otherId)).toHaveLength(1);
  });
});
