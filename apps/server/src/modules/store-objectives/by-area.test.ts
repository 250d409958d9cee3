import { en, GALLERY_PAGE_ITEMS, type ByAreaRow } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { demoAreas, type DemoAreas } from '../../test/demo-areas.js';
import { answerPhotoField, formFile, PHOTO_FIELD, photoFormObjective } from '../../test/form-photo-answers.js';
import type { Who } from '../../test/requests.js';
import { useTestApp } from '../../test/use-test-app.js';
import { csvLines } from '../../test/csv-lines.js';

const { ctx, call, upload } = useTestApp();
let areas: DemoAreas;
let galleryStore: number;
beforeAll(async () => {
  areas = await demoAreas(ctx.db);
  galleryStore = areas.stores[0];
});

describe('GET /objective/byArea', () => {
  it('is for admins and DSMs (403 for others, 401 without a token)', async () => {
    expect((await call('GET', '/objective/byArea')).statusCode).toBe(200);
    expect((await call('GET', '/objective/byArea', undefined, 'dsm')).statusCode).toBe(200);
    expect((await call('GET', '/objective/byArea', undefined, 'ds')).statusCode).toBe(403);
    expect((await call('GET', '/objective/byArea', undefined, 'fsr')).statusCode).toBe(403);
    expect((await call('GET', '/objective/byArea', undefined, 'nobody')).statusCode).toBe(401);
  });

  it('lists the results of an area and month, 12 per page by default', async () => {
    const [o] = await queryRows<{ start: string }>(ctx.db, sql`select start_date::text as start from objectives where id = 20`);
    const res = await call('GET', `/objective/byArea?regionID=2&districtID=${areas.district}&startDate=${o.start}`);
    const { data, meta } = res.json() as { data: ByAreaRow[]; meta: { perPage: number; total: number } };
    expect(meta.perPage).toBe(GALLERY_PAGE_ITEMS);
    expect(data).toHaveLength(Math.min(12, meta.total));
    expect(data.every((r) => r.store.district.id === areas.district && r.store.district.region.id === 2)).toBe(true);
    const [{ n }] = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from store_objectives so join stores s on s.id = so.store_id join territories t on t.id = s.territory_id
            join objectives ob on ob.id = so.objective_id where t.district_id = ${areas.district} and ob.start_date = ${o.start}::date`,
    );
    expect(meta.total).toBe(n);
    expect(Object.keys(data[0]).sort()).toEqual(['answerPhotos', 'comments', 'id', 'images', 'objective', 'statusLabel', 'store']);
    expect(data[0].store.territory.manager).not.toBeUndefined();
    const territory = (await call('GET', `/objective/byArea?territoryID=${areas.territory}&perPage=500`)).json().data as ByAreaRow[];
    expect(territory.length).toBeGreaterThan(0);
    expect(territory.every((r) => r.store.territory.id === areas.territory)).toBe(true);
  });

  it("the gallery needs a store: 'Select a store to continue'", async () => {
    const res = await call('GET', '/objective/byArea?regionID=2&showGallery=1');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: en.objectives.selectStoreToContinue,
      errors: { storeID: [en.objectives.selectStoreToContinue] },
    });
  });

  it('the gallery of a store pages 12 results with photos at a time (Load More: 12 → 24 → more)', async () => {
    const seen: number[] = [];
    let total = 0;
    for (let page = 1; page <= 3; page += 1) {
      const res = (await call('GET', `/objective/byArea?storeID=${galleryStore}&showGallery=1&page=${page}`)).json();
      total = res.meta.total;
      for (const row of res.data as ByAreaRow[]) {
        expect(row.images.length + row.answerPhotos.length).toBeGreaterThan(0);
        expect(row.store.id).toBe(galleryStore);
        seen.push(row.id);
      }
    }
    expect(total).toBeGreaterThanOrEqual(25);
    expect(seen).toHaveLength(Math.min(total, 36));
    expect(new Set(seen).size).toBe(seen.length);
    const photo = (await call('GET', `/objective/byArea?storeID=${galleryStore}&showGallery=1&perPage=1`)).json().data[0].images[0];
    expect((await ctx.app.inject({ method: 'GET', url: photo.fileURL })).headers['content-type']).toBe('image/png');
  });

  it("shows a store's pictures answering a custom objective's photo field in its gallery, with the field's label", async () => {
    const [pictured, pdfOnly] = areas.stores;
    const { id: objective, startDate } = await photoFormObjective(ctx.db, call, [pictured, pdfOnly]);
    const picture = await formFile(upload, 'picture');
    const withPicture = await answerPhotoField(call, objective, pictured, [picture]);
    const withPdf = await answerPhotoField(call, objective, pdfOnly, [await formFile(upload, 'pdf')]);
    const gallery = async (store: number, who: Who = 'admin') =>
      (await call('GET', `/objective/byArea?storeID=${store}&startDate=${startDate}&showGallery=1&perPage=500`, undefined, who)).json()
        .data as ByAreaRow[];

    const row = (await gallery(pictured)).find((r) => r.id === withPicture);
    expect(row).toMatchObject({ objective: { id: objective }, images: [] });
    expect(row?.answerPhotos).toEqual([{ id: picture, fileURL: expect.any(String), label: PHOTO_FIELD.label }]);
    // The regional manager of the store's region sees it too; a PDF answering the field is no photo.
    expect((await gallery(pictured, 'dsm')).map((r) => r.id)).toContain(withPicture);
    expect((await gallery(pdfOnly)).map((r) => r.id)).not.toContain(withPdf);

    // Cleared, the answer's picture goes and the result leaves the gallery with it.
    await answerPhotoField(call, objective, pictured, []);
    expect((await gallery(pictured)).map((r) => r.id)).not.toContain(withPicture);
  });

  it('shows a DSM only their own region', async () => {
    const own = (await call('GET', '/objective/byArea?perPage=500', undefined, 'dsm')).json().data as ByAreaRow[];
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((r) => r.store.district.region.id === 2)).toBe(true);
    expect((await call('GET', '/objective/byArea?regionID=7', undefined, 'dsm')).json().meta.total).toBe(0);
    expect((await call('GET', '/objective/byArea?regionID=7')).json().meta.total).toBeGreaterThan(0);
  });

  it('downloads the list as CSV and refuses bad filters with 422', async () => {
    const res = await call('GET', `/objective/byArea?territoryID=${areas.territory}&format=csv`);
    expect(res.headers['content-disposition']).toBe('attachment; filename="objectives-by-store.csv"');
    expect(csvLines(res.body)[0]).toBe('Store Name,Objective,Status,Region,District,Territory,Rep Name');
    for (const q of ['regionID=x', 'startDate=2026-02-30', 'perPage=501', 'showGallery=2', 'page=0']) {
      expect((await call('GET', `/objective/byArea?${q}`)).statusCode, q).toBe(422);
    }
  });

  it('searches store names and objective titles', async () => {
    const all = (await call('GET', `/objective/byArea?territoryID=${areas.territory}&perPage=500`)).json();
    const title = (all.data as ByAreaRow[])[0].objective.title;
    const found = (
      await call('GET', `/objective/byArea?territoryID=${areas.territory}&perPage=500&q=${encodeURIComponent(title.toUpperCase())}`)
    ).json();
    expect(found.meta.total).toBeGreaterThan(0);
    expect(found.meta.total).toBeLessThan(all.meta.total);
    expect(
      (found.data as ByAreaRow[]).every((r) => r.objective.title === title || r.store.name.toLowerCase().includes(title.toLowerCase())),
    ).toBe(true);
    expect((await call('GET', `/objective/byArea?territoryID=${areas.territory}&q=zzzz-no-such-thing`)).json().meta.total).toBe(0);
  });
});
