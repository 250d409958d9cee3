import { en, interpolate, type ObjectiveBody } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { demoPdf, demoPhotos } from '../../db/seed/demo-images.js';
import { MALFORMED_BODIES, NON_ADMINS } from '../../test/requests.js';
import { objectiveBody } from '../../test/objective-body.js';
import { useTestApp } from '../../test/use-test-app.js';

const V = en.objectives.validation;
const { ctx, call, upload } = useTestApp();
let repStores: number[];
let otherStores: number[];
beforeAll(async () => {
  // The demo rep's stores and those of a territory of another district, looked up (ids differ at every level).
  const rep = sql`(select area_id from users where email = 'fsr@example.com')`;
  repStores = (
    await queryRows<{ id: number }>(ctx.db, sql`select id from stores where territory_id = ${rep} and deleted_at is null order by id`)
  ).map((s) => s.id);
  otherStores = (
    await queryRows<{ id: number }>(
      ctx.db,
      sql`select s.id from stores s
           where s.deleted_at is null
             and s.territory_id = (select min(t.id) from territories t join stores ts on ts.territory_id = t.id
                                    where t.district_id <> (select district_id from territories where id = ${rep}))
           order by s.id`,
    )
  ).map((s) => s.id);
});

const picture = async (type = 'objective', who: 'admin' | 'fsr' = 'admin') =>
  (await upload(type, 'p.png', demoPhotos()[1], who)).json().data;
const body = async (patch: Partial<ObjectiveBody> = {}): Promise<ObjectiveBody> =>
  objectiveBody((await picture()).id, { stores: [repStores[0], repStores[1]], ...patch });
const results = (objectiveId: number) =>
  queryRows<{ store_id: number; status_id: number; comments: string | null }>(
    ctx.db,
    sql`select store_id, status_id, comments from store_objectives where objective_id = ${objectiveId} order by store_id`,
  );

describe('objective validation', () => {
  it("answers the specification's messages for missing fields", async () => {
    const res = await call('POST', '/objective', { dueDate: '2026-02-15' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({ title: [V.title], objectiveTypeID: [V.type], brandID: [V.brand] });
    const media = await call('POST', '/objective', { ...(await body()), images: [] });
    expect(media.json()).toMatchObject({ message: V.media, errors: { images: [V.media] } });
    const custom = await call('POST', '/objective', { ...(await body()), images: [], isCustom: 1, stores: [] });
    expect(custom.statusCode).toBe(201);
  });

  it('takes no retired type or brand, except the ones an objective being edited already has', async () => {
    const stamp = Date.now();
    const brandID = (await call('POST', '/brand', { name: `Retiring brand ${stamp}` })).json().data.id as number;
    const objectiveTypeID = (await call('POST', '/objective_types', { name: `Retiring type ${stamp}` })).json().data.id as number;
    const created = await call('POST', '/objective', await body({ brandID, objectiveTypeID }));
    expect(created.statusCode).toBe(201);
    expect((await call('DELETE', `/brand/${brandID}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/objective_types/${objectiveTypeID}`)).statusCode).toBe(204);

    const refused = await call('POST', '/objective', await body({ brandID, objectiveTypeID }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toMatchObject({ brandID: [V.brand], objectiveTypeID: [V.type] });
    const id = created.json().data.id as number;
    const kept = await call('PUT', `/objective/${id}`, await body({ brandID, objectiveTypeID, title: 'Kept on its retired values' }));
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data).toMatchObject({ brandID, objectiveTypeID, title: 'Kept on its retired values' });
    // Another objective cannot move onto them.
    const other = (await call('POST', '/objective', await body())).json().data.id as number;
    expect((await call('PUT', `/objective/${other}`, await body({ brandID }))).json().errors).toEqual({ brandID: [V.brand] });
  });

  // Years run from 2018 to next year (DESIGN §4): a December objective copies into January.
  it('takes a due date and a year filter of next year, not the year after', async () => {
    const next = new Date().getFullYear() + 1;
    const created = await call('POST', '/objective', await body({ dueDate: `${next}-01-15`, stores: [] }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ startDate: `${next}-01-01`, dueDate: `${next}-01-15` });
    const late = await call('POST', '/objective', await body({ dueDate: `${next + 1}-01-15` }));
    expect(late.json().errors).toMatchObject({ dueDate: [V.dueDate] });
    expect((await call('GET', `/objective?input_year=${next}&input_month=1`)).statusCode).toBe(200);
    const lateFilter = await call('GET', `/objective?input_year=${next + 1}`);
    expect(lateFilter.json().errors).toMatchObject({ input_year: [V.year] });
  });

  it('refuses unknown ids with 422 naming the field', async () => {
    const cases: [Partial<ObjectiveBody>, string, string][] = [
      [{ objectiveTypeID: 99 }, 'objectiveTypeID', V.type],
      [{ brandID: 999 }, 'brandID', V.brand],
      [{ stores: [repStores[0], 999999] }, 'stores', V.unknownStores],
      [{ images: [999999] }, 'images', en.files.notUsable.replace('{{id}}', '999999')],
      [{ playbook: [999998] }, 'playbook', en.files.notUsable.replace('{{id}}', '999998')],
    ];
    for (const [patch, field, message] of cases) {
      const res = await call('POST', '/objective', { ...(await body()), ...patch });
      expect(res.statusCode, field).toBe(422);
      expect(res.json().errors[field], field).toEqual([message]);
    }
  });

  it('refuses a file of the wrong kind or already attached elsewhere; an archived store cannot be added', async () => {
    const photo = await picture('image');
    const wrongKind = await call('POST', '/objective', { ...(await body()), playbook: [photo.id] });
    expect(wrongKind.json().errors.playbook).toBeDefined();
    const used = (await call('GET', '/objective/1')).json().data.images[0].id;
    expect((await call('POST', '/objective', { ...(await body()), images: [used] })).json().errors.images).toBeDefined();
    const [archived] = await queryRows<{ id: number }>(ctx.db, sql`select id from stores where deleted_at is not null limit 1`);
    expect((await call('POST', '/objective', { ...(await body()), stores: [archived.id] })).json().errors.stores).toEqual([
      V.unknownStores,
    ]);
    expect((await call('POST', '/objective', { ...(await body()), images: [1, 2] })).statusCode).toBe(422);
  });

  it('answers malformed bodies with 4xx and writes nothing', async () => {
    const [before] = await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from objectives`);
    for (const bad of MALFORMED_BODIES) {
      for (const [method, url] of [
        ['POST', '/objective'],
        ['PUT', '/objective/1'],
      ] as const) {
        const res = await call.raw(method, url, bad);
        expect(res.statusCode, `${method} ${bad}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${method} ${bad}`).toBeLessThan(500);
      }
    }
    expect((await call('PUT', '/objective/99999999999', await body())).statusCode).toBe(422);
    expect((await call('POST', '/objective', { ...(await body()), dueDate: '2026-02-30' })).statusCode).toBe(422);
    const [after] = await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from objectives`);
    expect(after.n).toBe(before.n);
  });

  it('is for admins only (403), and needs a token (401)', async () => {
    for (const who of NON_ADMINS) {
      expect((await call('POST', '/objective', await body(), who)).statusCode, who).toBe(403);
      expect((await call('PUT', '/objective/1', await body(), who)).statusCode, who).toBe(403);
      expect((await call('DELETE', '/objective/1', undefined, who)).statusCode, who).toBe(403);
      expect((await call('POST', '/objective/1/copyMedia', undefined, who)).statusCode, who).toBe(403);
    }
    expect((await call('POST', '/objective', await body(), 'nobody')).statusCode).toBe(401);
    expect((await call('PUT', '/objective/1', await body(), 'nobody')).statusCode).toBe(401);
    expect((await call('DELETE', '/objective/1', undefined, 'nobody')).statusCode).toBe(401);
    expect((await call('POST', '/objective/1/copyMedia', undefined, 'nobody')).statusCode).toBe(401);
    expect((await call('POST', '/objective/filter', {}, 'nobody')).statusCode).toBe(401);
  });
});

describe('creating and editing', () => {
  it('derives the dates, creates one Incomplete result per store and notifies the reps', async () => {
    const res = await call('POST', '/objective', await body({ stores: [repStores[0], repStores[1], otherStores[0]] }));
    expect(res.statusCode).toBe(201);
    const o = res.json().data;
    expect(o).toMatchObject({
      startDate: '2026-02-01',
      endDate: '2026-02-28',
      dueDate: '2026-02-15',
      expiryDate: '2026-02-28',
      priority: 'B',
      isCustom: 0,
      status: 0,
    });
    expect(o.counts).toMatchObject({ total: 3, completed: 0 });
    expect(o.stores).toEqual([repStores[0], repStores[1], otherStores[0]].sort((a, b) => a - b));
    expect((await results(o.id)).every((r) => r.status_id === 1)).toBe(true);
    const notes = (await call('GET', '/notification', undefined, 'fsr'))
      .json()
      .data.filter((n: { link: string }) => n.link === `/objective/${o.id}`);
    expect(notes).toHaveLength(1);
    // It names the rep's own stores, not the other territory's (objective-notices.test.ts).
    const names = await queryRows<{ name: string }>(
      ctx.db,
      sql`select name from stores where id in (${repStores[0]}, ${repStores[1]}) order by name, id`,
    );
    expect(notes[0].message).toBe(
      interpolate(en.objectives.assignedStores, { title: 'Spring paint display', stores: names.map((n) => n.name).join(', ') }),
    );
  });

  it('editing the store list keeps the results of the stores that stay', async () => {
    const o = (await call('POST', '/objective', await body({ stores: [repStores[0], repStores[1], repStores[2]] }))).json().data;
    const done = await call('PUT', `/store/${repStores[0]}/objective/${o.id}`, { status: 2, comments: 'Done on Monday' }, 'fsr');
    expect(done.statusCode).toBe(200);
    const before = (await call('GET', '/notification', undefined, 'fsr')).json().data.length;
    const res = await call(
      'PUT',
      `/objective/${o.id}`,
      await body({ title: 'Renamed', stores: [repStores[0], repStores[3]], dueDate: '2026-03-10' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ title: 'Renamed', startDate: '2026-03-01', endDate: '2026-03-31' });
    expect(await results(o.id)).toEqual([
      { store_id: repStores[0], status_id: 2, comments: 'Done on Monday' },
      { store_id: repStores[3], status_id: 1, comments: null },
    ]);
    expect((await call('GET', '/notification', undefined, 'fsr')).json().data.length).toBe(before + 1);
    expect((await call('PUT', '/objective/99999', await body())).statusCode).toBe(404);
  });

  it('taking off a store whose result has been worked on is refused (409 naming it) and changes nothing until confirmed', async () => {
    const o = (await call('POST', '/objective', await body({ stores: [repStores[0], repStores[1], repStores[2]] }))).json().data;
    expect(
      (await call('PUT', `/store/${repStores[0]}/objective/${o.id}`, { status: 2, comments: 'Done on Monday' }, 'fsr')).statusCode,
    ).toBe(200);
    // A draft with only a comment is work too.
    expect((await call('PUT', `/store/${repStores[1]}/objective/${o.id}`, { status: 1, comments: 'Half built' }, 'fsr')).statusCode).toBe(
      200,
    );
    const names = await queryRows<{ name: string }>(
      ctx.db,
      sql`select name from stores where id in (${repStores[0]}, ${repStores[1]}) order by name, id`,
    );
    const before = await results(o.id);

    const refused = await call('PUT', `/objective/${o.id}`, await body({ title: 'Renamed', stores: [repStores[2]] }));
    expect(refused.statusCode).toBe(409);
    const message = en.objectives.removeResults.replace('{{stores}}', names.map((n) => `'${n.name}'`).join(', '));
    expect(refused.json()).toMatchObject({ code: 'CONFLICT', message, errors: { confirmRemoveResults: [message] } });
    expect(await results(o.id)).toEqual(before);
    expect((await call('GET', `/objective/${o.id}`)).json().data.title).toBe('Spring paint display');

    const confirmed = await call(
      'PUT',
      `/objective/${o.id}`,
      await body({ title: 'Renamed', stores: [repStores[2]], confirmRemoveResults: true }),
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await results(o.id)).toEqual([{ store_id: repStores[2], status_id: 1, comments: null }]);
  });

  it('taking off a store whose result is untouched needs no confirmation', async () => {
    const o = (await call('POST', '/objective', await body({ stores: [repStores[0], repStores[1]] }))).json().data;
    const res = await call('PUT', `/objective/${o.id}`, await body({ stores: [repStores[0]] }));
    expect(res.statusCode, res.body).toBe(200);
    expect(await results(o.id)).toEqual([{ store_id: repStores[0], status_id: 1, comments: null }]);
  });

  it('names the first five stores whose results would be lost and counts the rest', async () => {
    const worked = [...repStores.slice(0, 5), ...otherStores.slice(1, 3)];
    expect(worked).toHaveLength(7);
    const o = (await call('POST', '/objective', await body({ stores: [...worked, otherStores[0]] }))).json().data;
    for (const store of worked) {
      expect((await call('PUT', `/store/${store}/objective/${o.id}`, { status: 2 })).statusCode).toBe(200);
    }
    const names = await queryRows<{ name: string }>(
      ctx.db,
      sql`select name from stores where id = any(${`{${worked.join(',')}}`}::int[]) order by name, id`,
    );
    const refused = await call('PUT', `/objective/${o.id}`, await body({ stores: [otherStores[0]] }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      en.objectives.removeResultsMore
        .replace(
          '{{stores}}',
          names
            .slice(0, 5)
            .map((n) => `'${n.name}'`)
            .join(', '),
        )
        .replace('{{count}}', String(worked.length - 5)),
    );
  });

  it("refuses an edit made on a version another admin has saved over since (409 CHANGED_SINCE); a rep's result does not count as one", async () => {
    const o = (await call('POST', '/objective', await body({ stores: [repStores[0], repStores[1]] }))).json().data as { id: number };
    const opened = (await call('GET', `/objective/${o.id}`)).json().data.version as string;
    // A rep completing a store of it changes the results, not the objective an admin edits.
    expect((await call('PUT', `/store/${repStores[0]}/objective/${o.id}`, { status: 2 }, 'fsr')).statusCode).toBe(200);
    expect((await call('GET', `/objective/${o.id}`)).json().data.version).toBe(opened);
    const onOpened = async (title: string) =>
      call('PUT', `/objective/${o.id}`, await body({ title }), 'admin', { 'if-match': `"${opened}"` });
    expect((await onOpened('First admin')).statusCode).toBe(200);
    const second = await onOpened('Second admin');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'CHANGED_SINCE', message: en.errors.changedSince });
    expect((await call('GET', `/objective/${o.id}`)).json().data.title).toBe('First admin');
    expect((await call('PUT', `/objective/${o.id}`, await body({ title: 'Second admin' }))).statusCode).toBe(200);
  });

  it('concurrent edits lose nothing: a store-list change and a rep completing a store that stays', async () => {
    const o = (await call('POST', '/objective', await body({ stores: [repStores[0], repStores[1]] }))).json().data;
    const edit = await body({ stores: [repStores[0], repStores[1], repStores[2], otherStores[0]] });
    const [put, complete] = await Promise.all([
      call('PUT', `/objective/${o.id}`, edit),
      call('PUT', `/store/${repStores[1]}/objective/${o.id}`, { status: 2, comments: 'Raced' }, 'fsr'),
    ]);
    expect(put.statusCode).toBe(200);
    expect(complete.statusCode).toBe(200);
    const rows = await results(o.id);
    expect(rows.map((r) => r.store_id)).toEqual([repStores[0], repStores[1], repStores[2], otherStores[0]].sort((a, b) => a - b));
    expect(rows.find((r) => r.store_id === repStores[1])).toMatchObject({ status_id: 2, comments: 'Raced' });
  });

  it('deletes the files an edit drops; a file of another objective cannot be taken', async () => {
    const o = (await call('POST', '/objective', await body())).json().data;
    const old = o.images[0];
    const fresh = await picture();
    const pdf = (await upload('playbook', 'guide.pdf', demoPdf('Guide'), 'admin', 'application/pdf')).json().data;
    const res = await call('PUT', `/objective/${o.id}`, await body({ images: [fresh.id], playbook: [pdf.id] }));
    expect(res.json().data.images.map((f: { id: number }) => f.id)).toEqual([fresh.id]);
    expect(res.json().data.playbook.map((f: { id: number }) => f.id)).toEqual([pdf.id]);
    expect((await ctx.app.inject({ method: 'GET', url: old.fileURL })).statusCode).toBe(404);
    const other = (await call('POST', '/objective', await body())).json().data;
    expect((await call('PUT', `/objective/${other.id}`, await body({ images: [fresh.id] }))).statusCode).toBe(422);
    // Its own files may be named again, in either field.
    expect((await call('PUT', `/objective/${o.id}`, await body({ images: [fresh.id], playbook: [pdf.id] }))).statusCode).toBe(200);
  });
});

describe('deleting and copying media', () => {
  it('deletes an objective without results, with its results and files', async () => {
    const o = (await call('POST', '/objective', await body())).json().data;
    expect((await call('DELETE', `/objective/${o.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/objective/${o.id}`)).statusCode).toBe(404);
    expect(await results(o.id)).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: o.images[0].fileURL })).statusCode).toBe(404);
    expect((await call('DELETE', `/objective/${o.id}`)).statusCode).toBe(404);
  });

  it('archives an objective with recorded results: gone from the list, history kept', async () => {
    const o = (await call('POST', '/objective', await body())).json().data;
    await call('PUT', `/store/${repStores[0]}/objective/${o.id}`, { status: 4, incompleteReasonID: 2 }, 'fsr');
    expect((await call('DELETE', `/objective/${o.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/objective/${o.id}`)).statusCode).toBe(404);
    expect((await call('GET', '/objective?perPage=500')).json().data.map((r: { id: number }) => r.id)).not.toContain(o.id);
    expect((await results(o.id)).map((r) => r.status_id).sort()).toEqual([1, 4]);
    expect((await call('PUT', `/store/${repStores[0]}/objective/${o.id}`, { status: 2 }, 'fsr')).statusCode).toBe(404);
  });

  it('copyMedia answers fresh copies of the pictures and playbook', async () => {
    const source = (await call('GET', '/objective/1')).json().data;
    const res = await call('POST', '/objective/1/copyMedia');
    expect(res.statusCode).toBe(201);
    const copy = res.json().data;
    expect(copy.images).toHaveLength(source.images.length);
    expect(copy.playbook).toHaveLength(source.playbook.length);
    expect(copy.images[0].id).not.toBe(source.images[0].id);
    expect(copy.images[0].fileURL).not.toBe(source.images[0].fileURL);
    const [a, b] = await Promise.all([source.playbook[0], copy.playbook[0]].map((f) => ctx.app.inject({ method: 'GET', url: f.fileURL })));
    expect(b.rawPayload.equals(a.rawPayload)).toBe(true);
    // The copies are free to attach to the new objective.
    const created = await call(
      'POST',
      '/objective',
      await body({ images: copy.images.map((f: { id: number }) => f.id), playbook: copy.playbook.map((f: { id: number }) => f.id) }),
    );
    expect(created.statusCode).toBe(201);
    expect((await call('POST', '/objective/99999/copyMedia')).statusCode).toBe(404);
  });
});
