import { dateIn, objectivePercent, type ObjectiveRow } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/client.js';
import { MALFORMED_BODIES, NON_ADMINS } from '../../test/requests.js';
import { useTestApp } from '../../test/use-test-app.js';

const { ctx, call } = useTestApp();

const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

describe('GET /objective', () => {
  it('pages objectives for every signed-in role; 401 without a token', async () => {
    for (const who of ['admin', ...NON_ADMINS] as const) {
      const res = await call('GET', '/objective?page=1', undefined, who);
      expect(res.statusCode, who).toBe(200);
      expect(res.json().meta).toMatchObject({ page: 1, perPage: 50 });
      expect(res.json().data.length).toBeGreaterThan(0);
    }
    const { data, meta } = (await call('GET', '/objective?perPage=10&page=2')).json();
    expect(meta).toEqual({ page: 2, perPage: 10, total: 35 });
    expect(data).toHaveLength(10);
    expect(Object.keys(data[0])).toEqual(
      expect.arrayContaining([
        'id',
        'title',
        'objectiveType',
        'brand',
        'priority',
        'isCustom',
        'month',
        'year',
        'dueDate',
        'expiryDate',
        'status',
      ]),
    );
    expect(data[0].counts).toBeUndefined();
    expect((await call('GET', '/objective', undefined, 'nobody')).statusCode).toBe(401);
  });

  it('adds the counts with showCounts=1; status is the truncated percent', async () => {
    const { data } = (await call('GET', '/objective?showCounts=1&perPage=50')).json() as { data: Required<ObjectiveRow>[] };
    for (const row of data) {
      const c = row.counts;
      expect(c.completed).toBe(c.complete_comment + c.complete_nocomment);
      expect(c.completed + c.overdue + c.incomplete).toBe(c.total);
      expect(row.status).toBe(objectivePercent(c));
    }
    const today = dateIn(ctx.app.config.tzOrg);
    const [expected] = await queryRows<{
      id: number;
      completed: number;
      commented: number;
      overdue: number;
      closed: number;
      total: number;
    }>(
      ctx.db,
      sql`select o.id, count(*) filter (where so.status_id in (2, 3))::int as completed,
                 count(*) filter (where so.status_id in (2, 3) and coalesce(so.comments, '') <> '')::int as commented,
                 count(*) filter (where so.status_id = 1 and o.due_date < ${today}::date)::int as overdue,
                 count(*) filter (where so.status_id = 4)::int as closed, count(*)::int as total
            from objectives o join store_objectives so on so.objective_id = o.id
           where o.start_date < date_trunc('month', ${today}::date) group by o.id order by o.id limit 1`,
    );
    const row = data.find((r) => r.id === expected.id)!;
    expect(row.counts).toMatchObject({
      completed: expected.completed,
      complete_comment: expected.commented,
      overdue: expected.overdue,
      total: expected.total,
    });
    // Not Completed (4) is closed: counted in incomplete, never overdue.
    expect(row.counts.incomplete).toBeGreaterThanOrEqual(expected.closed);
  });

  it('answers a page with one page query, one count and ONE grouped counts query', async () => {
    await call('GET', '/objective?perPage=1');
    const spy = vi.spyOn(ctx.db, 'execute');
    await call('GET', '/objective?showCounts=1&perPage=50');
    expect(spy).toHaveBeenCalledTimes(3);
    spy.mockRestore();
  });

  it('sorts on every key, both ways; refuses an unknown key', async () => {
    for (const sort of ['id', 'title', 'type', 'month', 'year', 'dueDate', 'expiryDate', 'status']) {
      for (const dir of ['', '-']) expect((await call('GET', `/objective?sort=${dir}${sort}`)).statusCode, sort).toBe(200);
    }
    const titles = (await call('GET', '/objective?sort=title')).json().data.map((r: ObjectiveRow) => r.title.toLowerCase());
    expect(titles).toEqual([...titles].sort());
    const percents = (await call('GET', '/objective?sort=-status')).json().data.map((r: ObjectiveRow) => r.status);
    expect(percents).toEqual([...percents].sort((a, b) => b - a));
    expect((await call('GET', '/objective?sort=secret')).statusCode).toBe(422);
  });

  it('searches the title and applies each filter setting', async () => {
    const one = (await call('GET', '/objective?perPage=1&sort=id')).json().data[0] as ObjectiveRow;
    const found = (await call('GET', `/objective?q=${encodeURIComponent(one.title.slice(2, 12).toUpperCase())}`)).json().data;
    expect(ids(found)).toContain(one.id);
    expect((await call('GET', '/objective?q=%25_%25')).json().meta.total).toBe(0);

    const brand = (await call('GET', `/objective?brandID=${one.brandID}`)).json().data as ObjectiveRow[];
    expect(brand.length).toBeGreaterThan(0);
    expect(brand.every((r) => r.brandID === one.brandID)).toBe(true);
    const month = (await call('GET', `/objective?input_month=${one.month}&input_year=${one.year}`)).json().data as ObjectiveRow[];
    expect(month).toHaveLength(5);
    expect(month.every((r) => r.month === one.month && r.year === one.year)).toBe(true);
    const start = (await call('GET', `/objective?startDate=${one.startDate.slice(0, 8)}20`)).json().data as ObjectiveRow[];
    expect(ids(start).sort()).toEqual(ids(month).sort());
    const range = (await call('GET', `/objective?fromDate=${one.startDate}&toDate=${one.endDate}`)).json().data as ObjectiveRow[];
    expect(ids(range).sort()).toEqual(ids(month).sort());

    const [notCompleted] = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(distinct objective_id)::int as n from store_objectives where status_id = 4`,
    );
    expect((await call('GET', '/objective?status=4')).json().meta.total).toBe(notCompleted.n);
    expect((await call('GET', '/objective?status=0')).json().meta.total).toBe(35);
    expect((await call('GET', '/objective?status=7')).statusCode).toBe(422);

    const [inRegion] = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(distinct so.objective_id)::int as n from store_objectives so join stores s on s.id = so.store_id
            join territories t on t.id = s.territory_id join districts d on d.id = t.district_id where d.region_id = 11`,
    );
    expect((await call('GET', '/objective?regions=11')).json().meta.total).toBe(inRegion.n);
    expect(inRegion.n).toBeLessThan(35);
    const [rep] = await queryRows<{ id: number; area_id: number }>(
      ctx.db,
      sql`select id, area_id from users where email = 'fsr@example.com'`,
    );
    const byUser = (await call('GET', `/objective?users=${rep.id}&perPage=500`)).json().meta.total;
    const repStores = await queryRows<{ id: number }>(
      ctx.db,
      sql`select id from stores where territory_id = ${rep.area_id} order by id limit 2`,
    );
    const byStore = (await call('GET', `/objective?stores=${repStores.map((s) => s.id).join(',')}&perPage=500`)).json().meta.total;
    expect(byUser).toBeGreaterThan(0);
    expect(byStore).toBeGreaterThan(0);
    expect((await call('GET', '/objective?regions=abc')).statusCode).toBe(422);
  });

  it('shows a non-admin only the objectives and counts of their own area', async () => {
    const mine = (await call('GET', '/objective?showCounts=1&perPage=500', undefined, 'fsr')).json().data as Required<ObjectiveRow>[];
    const [{ n }] = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(distinct so.objective_id)::int as n from store_objectives so join stores s on s.id = so.store_id
           where s.territory_id = (select area_id from users where email = 'fsr@example.com')`,
    );
    expect(mine).toHaveLength(n);
    expect(mine.every((r) => r.counts.total > 0 && r.counts.total <= 6)).toBe(true);
  });

  it('downloads objectives.csv: every matching row', async () => {
    const res = await call('GET', '/objective?format=csv&perPage=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="objectives.csv"');
    const lines = res.body.trim().split(/\r\n/);
    expect(lines).toHaveLength(36);
    expect(lines[0]).toBe('ID,TITLE,OBJETIVE TYPE,BRAND,PRIORITY,MONTH,YEAR,DUE DATE,EXPIRY ON,STATUS,COMPLETED,OVERDUE,INCOMPLETE,TOTAL');
    // MONTH named as the list shows it ('December'), not its number.
    const [first] = (await call('GET', '/objective?perPage=1')).json().data as { id: number; month: number }[];
    const row = lines.find((line) => line.startsWith(`${first!.id},`))!;
    const month = new Date(Date.UTC(2000, first!.month - 1, 1)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
    expect(row.split(',')).toContain(month);
  });
});

describe('POST /objective/filter', () => {
  it('answers the same page as the query form', async () => {
    const body = { regions: [2, 7], status: '2', brandID: 1, page: 1, perPage: 5, showCounts: 1 };
    const posted = await call('POST', '/objective/filter', body, 'ds');
    expect(posted.statusCode).toBe(200);
    const got = await call('GET', '/objective?regions=2,7&status=2&brandID=1&page=1&perPage=5&showCounts=1', undefined, 'ds');
    expect(posted.json()).toEqual(got.json());
    expect((await call('POST', '/objective/filter', {})).json().meta.total).toBe(35);
    expect((await call('POST', '/objective/filter', { perPage: 501 })).statusCode).toBe(422);
    // Every field of the filter is optional, so an object with unknown keys is a plain 'no filter'.
    for (const bad of MALFORMED_BODIES) {
      const res = await call.raw('POST', '/objective/filter', bad);
      const expected = bad === '{not json' ? 400 : bad.startsWith('{"') ? 200 : 422;
      expect(res.statusCode, bad).toBe(expected);
    }
  });
});

describe('GET /objective/{id}', () => {
  it('answers the objective with its files, stores, results and counts', async () => {
    const res = await call('GET', '/objective/1', undefined, 'fsr');
    expect(res.statusCode).toBe(200);
    const o = res.json().data;
    expect(o).toMatchObject({ id: 1, startDate: expect.stringMatching(/-01$/), expiryDate: o.endDate });
    expect(o.images).toHaveLength(1);
    expect(o.playbook).toHaveLength(1);
    expect(o.stores.length).toBeGreaterThan(0);
    expect(o.store_objectives).toEqual(o.stores.map((storeID: number) => ({ storeID })));
    expect(o.counts.total).toBeGreaterThan(0);
    // A rep's view names only the stores of their territory, as its counts count only them.
    const repStores = await queryRows<{ id: number }>(
      ctx.db,
      sql`select so.store_id as id from store_objectives so join stores s on s.id = so.store_id
           where so.objective_id = 1 and s.territory_id = (select area_id from users where email = 'fsr@example.com') order by so.store_id`,
    );
    expect(o.stores).toEqual(repStores.map((s) => s.id));
    expect(o.counts.total).toBe(o.stores.length);
    expect((await call('GET', '/objective/1')).json().data.stores.length).toBeGreaterThan(o.stores.length);
    const picture = await ctx.app.inject({ method: 'GET', url: o.images[0].fileURL });
    expect(picture.headers['content-type']).toBe('image/png');
    const playbook = await ctx.app.inject({ method: 'GET', url: o.playbook[0].fileURL });
    expect(playbook.headers['content-type']).toBe('application/pdf');
    expect(playbook.body.startsWith('%PDF')).toBe(true);
    expect((await call('GET', '/objective/99999')).statusCode).toBe(404);
    expect((await call('GET', '/objective/abc')).statusCode).toBe(422);
    expect((await call('GET', '/objective/1', undefined, 'nobody')).statusCode).toBe(401);
  });
});
