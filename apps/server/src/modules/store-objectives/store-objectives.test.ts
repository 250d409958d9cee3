import { en, type StoreObjective } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { demoAreas } from '../../test/demo-areas.js';
import { answerPhotoField, formFile, PHOTO_FIELD, photoFormObjective } from '../../test/form-photo-answers.js';
import { NON_ADMINS, type Who } from '../../test/requests.js';
import { useTestApp } from '../../test/use-test-app.js';

const M = en.objectives;
const { ctx, call, upload } = useTestApp();

const count = async (where: ReturnType<typeof sql>) =>
  (
    await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from store_objectives so join stores s on s.id = so.store_id
     join territories t on t.id = s.territory_id join districts d on d.id = t.district_id join objectives o on o.id = so.objective_id where ${where}`,
    )
  )[0].n;

describe('GET /store_objective/status/{status}/list', () => {
  it('pages the results of one status, or all with 0, for every role; 401 without a token', async () => {
    const completed = await call('GET', '/store_objective/status/2/list?objectiveID=1&perPage=10');
    expect(completed.statusCode).toBe(200);
    const { data, meta } = completed.json() as { data: StoreObjective[]; meta: { total: number } };
    expect(meta.total).toBe(await count(sql`so.objective_id = 1 and so.status_id = 2`));
    expect(data.every((r) => r.status.id === 2 && r.objectiveID === 1)).toBe(true);
    expect(Object.keys(data[0])).toEqual(
      expect.arrayContaining([
        'status',
        'statusLabel',
        'incompleteReasonID',
        'comments',
        'images',
        'updated_at',
        'estimatedCompletionDate',
        'store',
        'objective',
      ]),
    );
    expect((await call('GET', '/store_objective/status/0/list?objectiveID=1')).json().meta.total).toBe(
      await count(sql`so.objective_id = 1`),
    );
    for (const who of NON_ADMINS) expect((await call('GET', '/store_objective/status/0/list', undefined, who)).statusCode).toBe(200);
    expect((await call('GET', '/store_objective/status/0/list', undefined, 'nobody')).statusCode).toBe(401);
    expect((await call('GET', '/store_objective/status/x/list')).statusCode).toBe(422);
  });

  it('filters by region and month, searches stores, sorts; the reason replaces the status name', async () => {
    const [o] = await queryRows<{ start: string }>(ctx.db, sql`select start_date::text as start from objectives where id = 1`);
    const res = await call('GET', `/store_objective/status/4/list?regionID=2&startDate=${o.start}&perPage=500`);
    const rows = res.json().data as StoreObjective[];
    expect(res.json().meta.total).toBe(await count(sql`so.status_id = 4 and d.region_id = 2 and o.start_date = ${o.start}::date`));
    expect(rows.every((r) => r.store.region.id === 2 && r.objective.startDate === o.start)).toBe(true);
    expect(rows.every((r) => r.incompleteReasonID !== null && r.statusLabel !== 'Not Completed')).toBe(true);
    const one = rows[0];
    const found = (await call('GET', `/store_objective/status/0/list?q=${encodeURIComponent(one.store.name.slice(0, 12))}`)).json().data;
    expect(found.map((r: StoreObjective) => r.storeID)).toContain(one.storeID);
    for (const sort of ['store', 'storeNumber', 'status', 'territory', 'district', 'region', 'updated_at']) {
      for (const dir of ['', '-']) expect((await call('GET', `/store_objective/status/0/list?sort=${dir}${sort}`)).statusCode).toBe(200);
    }
    expect((await call('GET', '/store_objective/status/0/list?sort=nope')).statusCode).toBe(422);
  });

  it('keeps only results with photos for the gallery (showGallery=1)', async () => {
    const all = (await call('GET', '/store_objective/status/0/list?objectiveID=1&perPage=500')).json().data as StoreObjective[];
    const gallery = (await call('GET', '/store_objective/status/0/list?objectiveID=1&perPage=500&showGallery=1')).json()
      .data as StoreObjective[];
    expect(gallery.length).toBeGreaterThan(0);
    expect(gallery.map((r) => r.id)).toEqual(all.filter((r) => r.images.length + r.answerPhotos.length > 0).map((r) => r.id));
  });

  it("shows a custom objective's form photos in its gallery: a picture answering a photo field, with the field's label", async () => {
    const areas = await demoAreas(ctx.db);
    const [pictured, pdfOnly, unanswered] = areas.stores;
    const [neighbour] = await queryRows<{ id: number }>(
      ctx.db,
      sql`select id from stores where territory_id = ${areas.neighbourTerritory} and deleted_at is null order by id limit 1`,
    );
    const { id: objective } = await photoFormObjective(ctx.db, call, [pictured, pdfOnly, unanswered, neighbour.id]);
    const picture = await formFile(upload, 'picture');
    const withPicture = await answerPhotoField(call, objective, pictured, [picture]);
    const ofNeighbour = await answerPhotoField(call, objective, neighbour.id, [await formFile(upload, 'picture')]);
    await answerPhotoField(call, objective, pdfOnly, [await formFile(upload, 'pdf')]);
    const gallery = async (who: Who = 'admin') =>
      (await call('GET', `/store_objective/status/0/list?objectiveID=${objective}&perPage=500&showGallery=1`, undefined, who)).json()
        .data as StoreObjective[];

    // A PDF answering the field is no photo: only the results with a picture are in the gallery.
    const rows = await gallery();
    expect(rows.map((r) => r.id).sort()).toEqual([withPicture, ofNeighbour].sort());
    const row = rows.find((r) => r.id === withPicture)!;
    expect(row.images).toEqual([]);
    expect(row.answerPhotos).toEqual([{ id: picture, fileURL: expect.any(String), label: PHOTO_FIELD.label }]);
    expect((await ctx.app.inject({ method: 'GET', url: row.answerPhotos[0].fileURL })).headers['content-type']).toBe('image/png');
    // Each caller still sees the stores of their area only.
    expect((await gallery('fsr')).map((r) => r.id)).toEqual([withPicture]);

    // Replaced, the gallery shows the new picture; cleared, the result leaves the gallery (no photo left behind).
    const replacement = await formFile(upload, 'picture');
    await answerPhotoField(call, objective, pictured, [replacement]);
    expect((await gallery()).find((r) => r.id === withPicture)?.answerPhotos.map((p) => p.id)).toEqual([replacement]);
    await answerPhotoField(call, objective, pictured, []);
    expect((await gallery()).map((r) => r.id)).toEqual([ofNeighbour]);
  });

  it('shows a rep only the results of their territory', async () => {
    const rows = (await call('GET', '/store_objective/status/0/list?perPage=500', undefined, 'fsr')).json().data as StoreObjective[];
    expect(rows.length).toBeGreaterThan(0);
    const [{ area_id: territory }] = await queryRows<{ area_id: number }>(
      ctx.db,
      sql`select area_id from users where email = 'fsr@example.com'`,
    );
    expect(rows.every((r) => r.store.territory.id === territory)).toBe(true);
    const statuses = new Set(rows.map((r) => r.status.id));
    expect([...statuses].sort()).toEqual([1, 2, 3, 4]);
  });

  it('downloads the list as CSV', async () => {
    const res = await call('GET', '/store_objective/status/3/list?objectiveID=2&format=csv&perPage=1');
    expect(res.headers['content-disposition']).toBe('attachment; filename="store-objectives.csv"');
    expect(res.body.trim().split(/\r\n/)).toHaveLength((await count(sql`so.objective_id = 2 and so.status_id = 3`)) + 1);
  });
});

describe('GET /store_objective/status/{status}', () => {
  it("answers the status and its count, 'All' for 0 and 'No found' for an unknown id", async () => {
    expect((await call('GET', '/store_objective/status/2?objectiveID=1')).json().data).toEqual({
      status: { id: 2, name: 'Completed' },
      count: await count(sql`so.objective_id = 1 and so.status_id = 2`),
    });
    expect((await call('GET', '/store_objective/status/0?regionID=7')).json().data).toEqual({
      status: { id: 0, name: M.statusAll },
      count: await count(sql`d.region_id = 7`),
    });
    expect((await call('GET', '/store_objective/status/9', undefined, 'fsr')).json().data).toEqual({
      status: { id: 9, name: M.statusNotFound },
      count: 0,
    });
    expect((await call('GET', '/store_objective/status/-1')).statusCode).toBe(422);
    expect((await call('GET', '/store_objective/status/1', undefined, 'nobody')).statusCode).toBe(401);
  });
});

describe('GET /objective/{id}/CSVsummary', () => {
  it('downloads one line per store result', async () => {
    const res = await call('GET', '/objective/3/CSVsummary', undefined, 'ds');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="objective-3-summary.csv"');
    const admin = (await call('GET', '/objective/3/CSVsummary')).body.trim().split(/\r\n/);
    expect(admin).toHaveLength((await count(sql`so.objective_id = 3`)) + 1);
    expect(admin[0]).toBe('Store,Store Number,Territory,District,Region,Rep,Status,Reason,Comments,Completed At,Approved At,Approved By');
    expect((await call('GET', '/objective/99999/CSVsummary')).statusCode).toBe(404);
    expect((await call('GET', '/objective/3/CSVsummary', undefined, 'nobody')).statusCode).toBe(401);
  });

  it("holds only the caller's stores: a manager's region, a supervisor's district, a rep's territory", async () => {
    const storesOf = (csv: string) =>
      csv
        .trim()
        .split(/\r\n/)
        .slice(1)
        .map((line) => line.split(',')[0])
        .sort();
    const areaOf = { dsm: sql`d.region_id`, ds: sql`t.district_id`, fsr: sql`t.id` } as const;
    for (const who of NON_ADMINS) {
      const email = `${who}@example.com`;
      const expected = await queryRows<{ name: string }>(
        ctx.db,
        sql`select s.name from store_objectives so join stores s on s.id = so.store_id join territories t on t.id = s.territory_id
              join districts d on d.id = t.district_id
             where so.objective_id = 3 and ${areaOf[who as keyof typeof areaOf]} = (select area_id from users where email = ${email})`,
      );
      const rows = storesOf((await call('GET', '/objective/3/CSVsummary', undefined, who)).body);
      expect(rows.length, who).toBeGreaterThan(0);
      expect(rows, who).toEqual(expected.map((r) => r.name).sort());
    }
  });
});

describe('demo results', () => {
  it('cover seven months and every status, with approvals after completions and real photo files', async () => {
    const [facts] = await queryRows<{
      months: number;
      types: number;
      priorities: number;
      brands: number;
      statuses: number;
      bad: number;
      photos: number;
    }>(
      ctx.db,
      sql`select (select count(distinct start_date)::int from objectives) as months,
                 (select count(distinct objective_type_id)::int from objectives) as types,
                 (select count(distinct priority)::int from objectives) as priorities,
                 (select count(distinct brand_id)::int from objectives) as brands,
                 (select count(distinct status_id)::int from store_objectives) as statuses,
                 (select count(*)::int from store_objectives where status_id = 3
                    and (approved_by is null or completed_at is null or approved_at <= completed_at)) as bad,
                 (select count(*)::int from store_objective_files) as photos`,
    );
    expect(facts).toMatchObject({ months: 7, types: 7, priorities: 3, brands: 16, statuses: 4, bad: 0 });
    expect(facts.photos).toBeGreaterThan(100);
    const [{ key }] = await queryRows<{ key: string }>(ctx.db, sql`select key from files order by id desc limit 1`);
    const stored = await ctx.storage.get(key);
    expect(stored?.size).toBeGreaterThan(0);
    stored?.body.destroy();
  });
});
