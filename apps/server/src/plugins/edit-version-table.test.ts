import { ADMIN_LISTS, apiAccess, en, MAX_PAGE_SIZE, type SimpleListKey } from '@fieldops/contract';
import { describe, expect, it } from 'vitest';
import type { Who } from '../test/requests.js';
import { useTestApp } from '../test/use-test-app.js';

const { call } = useTestApp();

type Rec = { id: number; version: string } & Record<string, unknown>;

/** An edit form's write (contract record-version.ts): the record as the form opens it, and what it sends back. */
interface Edit {
  /** The route, as apiAccess names it. */
  key: string;
  who?: Who;
  /** A record of the demo data (or a new one) as the edit form opens it. */
  open: () => Promise<Rec>;
  /** The record as it is now. */
  read: (id: number) => Promise<Rec>;
  /** The body the form sends, `text` typed in one of its fields. */
  body: (record: Rec, text: string) => Record<string, unknown>;
  /** That field, read back. */
  typed: (record: Rec) => unknown;
}

const data = async (method: 'GET' | 'POST', url: string, payload?: unknown, who: Who = 'admin'): Promise<Rec> => {
  const res = await call(method, url, payload, who);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json().data as Rec;
};
const rows = async (url: string): Promise<Rec[]> => {
  const res = await call('GET', url);
  expect(res.statusCode, `GET ${url}: ${res.body}`).toBe(200);
  return res.json().data as Rec[];
};
const first = async (url: string): Promise<Rec> => {
  const [row] = (await call('GET', url)).json().data as Rec[];
  return row!;
};
const ids = (files: unknown) => (files as { id: number }[]).map((f) => f.id);

const SCHEDULE_DAYS = 'start=2031-01-01&end=2031-01-31';

/** A settings list's value as its rename form opens it: the screen's `all=1` read (brands paged), the first active one or `id`. */
const settingsValue = async (kind: SimpleListKey, id?: number): Promise<Rec> => {
  const url = kind === 'brand' ? `/brand?all=1&perPage=${MAX_PAGE_SIZE}` : `${ADMIN_LISTS[kind]}?all=1`;
  return (await rows(url)).find((r) => (id === undefined ? r.retired === false : r.id === id))!;
};
const SETTINGS_LISTS: SimpleListKey[] = ['brand', 'trade', 'objectiveType', 'incompleteReason', 'winType'];

const EDITS: Edit[] = [
  {
    key: 'PUT /news/:id',
    open: () => first('/news?perPage=1'),
    read: (id) => data('GET', `/news/${id}`),
    body: (r, text) => ({ ...r, subject: text, images: ids(r.images) }),
    typed: (r) => r.subject,
  },
  {
    key: 'PUT /user/:id',
    open: () => first('/user?q=jordan'),
    read: (id) => data('GET', `/user/${id}`),
    body: (r, text) => ({ ...r, firstName: text }),
    typed: (r) => r.firstName,
  },
  {
    key: 'PUT /contact/:id',
    open: () => first('/contact?perPage=1'),
    read: (id) => data('GET', `/contact/${id}`),
    body: (r, text) => ({ ...r, company: text }),
    typed: (r) => r.company,
  },
  {
    key: 'PUT /schedule/:id',
    who: 'ds',
    open: async () => {
      const types = (await call('GET', '/schedule_types', undefined, 'ds')).json().data as { id: number }[];
      return data('POST', '/schedule', { date: '2031-01-15', scheduleTypeID: types[0]!.id, notes: 'Planned' }, 'ds');
    },
    read: async (id) => {
      const entries = (await call('GET', `/schedule?${SCHEDULE_DAYS}`, undefined, 'ds')).json().data as Rec[];
      return entries.find((e) => e.id === id)!;
    },
    body: (r, text) => ({ date: r.date, scheduleTypeID: r.scheduleTypeID, notes: text }),
    typed: (r) => r.notes,
  },
  {
    key: 'PUT /objective/:id/multiFields',
    // The form builder: the form's own version (formVersion), as GET /objective/{id} gives it.
    open: async () => {
      const rows = (await call('GET', '/objective?perPage=100')).json().data as { id: number; isCustom: number }[];
      for (const row of rows.filter((r) => r.isCustom === 1)) {
        const objective = await data('GET', `/objective/${row.id}`);
        if ((objective.fields as unknown[]).length > 0) return { ...objective, version: objective.formVersion as string };
      }
      throw new Error('no demo objective with a form');
    },
    read: async (id) => {
      const objective = await data('GET', `/objective/${id}`);
      return { ...objective, version: objective.formVersion as string };
    },
    body: (r, text) => ({
      fields: (r.fields as { label: string }[]).map((f, i) => (i === 0 ? { ...f, label: text } : f)),
      confirmRemoveAnswered: false,
    }),
    typed: (r) => (r.fields as { label: string }[])[0]!.label,
  },
  {
    key: 'PUT /territory/:id',
    open: () => first('/territory?perPage=1'),
    read: (id) => data('GET', `/territory/${id}`),
    body: (r, text) => ({ name: text, districtID: r.districtID, managerID: r.managerID }),
    typed: (r) => r.name,
  },
  {
    key: 'PUT /district/:id',
    // The settings screen's Districts tab: its rename form opens the district from GET /district?all=1.
    open: async () => (await rows('/district?all=1')).find((d) => d.retired === false)!,
    read: (id) => data('GET', `/district/${id}`),
    body: (r, text) => ({ name: text, regionID: r.regionID }),
    typed: (r) => r.name,
  },
  ...SETTINGS_LISTS.map((kind): Edit => ({
    key: `PUT ${ADMIN_LISTS[kind]}/:id`,
    open: () => settingsValue(kind),
    read: (id) => settingsValue(kind, id),
    body: (r, text) => ({ name: text, nameFr: r.nameFr }),
    // Win types read their name as the pickers' `label`.
    typed: (r) => (kind === 'winType' ? r.label : r.name),
  })),
  {
    key: 'PUT /survey/:id',
    open: () => first('/survey?perPage=1'),
    read: (id) => data('GET', `/survey/${id}`),
    body: (r, text) => ({ ...r, name: text }),
    typed: (r) => r.name,
  },
  {
    key: 'PUT /quicklink/:id',
    open: () => first('/quicklink?perPage=1'),
    read: (id) => data('GET', `/quicklink/${id}`),
    body: (r, text) => ({ ...r, name: text, files: ids(r.files) }),
    typed: (r) => r.name,
  },
  {
    key: 'PUT /playbook/:id',
    open: async () => data('GET', `/playbook/${(await first('/playbook?perPage=1')).id}?skipTracking=true`),
    read: (id) => data('GET', `/playbook/${id}?skipTracking=true`),
    body: (r, text) => ({ ...r, name: text }),
    typed: (r) => r.name,
  },
  {
    key: 'PUT /weekly_good/:id',
    open: () => first('/weekly_good?perPage=1'),
    read: (id) => data('GET', `/weekly_good/${id}?skipTracking=true`),
    body: (r, text) => ({ ...r, name: text }),
    typed: (r) => r.name,
  },
  {
    key: 'PUT /newsletter/:id',
    open: () => first('/newsletter?perPage=1'),
    read: (id) => data('GET', `/newsletter/${id}?skipTracking=true`),
    body: (r, text) => ({ ...r, name: text }),
    typed: (r) => r.name,
  },
  {
    key: 'PUT /win/:id',
    open: () => first('/win?perPage=1'),
    read: (id) => data('GET', `/win/${id}`),
    body: (r, text) => ({ ...r, title: text }),
    typed: (r) => r.title,
  },
];

/** Writes that change no form's record (a password, a read mark, a result…), or whose record has its own test. */
const NOT_FORM_EDITS = new Set([
  // Their own API tests check the version (stores.test.ts, objectives).
  'PUT /store/:id',
  'PUT /objective/:id',
  'PUT /user/:id/password',
  'PUT /user/me/password',
  'PUT /user/me/language',
  'PUT /notification/:id',
  'PUT /message/:id/readStatus',
  'PUT /checkin/:id',
  // A store result: its own API test checks the version (store-result-update.test.ts); the body is
  // a status change, not the record read back, and writes kept without signal go without one.
  'PUT /store/:storeId/objective/:objectiveId',
]);

describe('an edit made on a version someone has saved over since', () => {
  it('every PUT route is an edit checked here or named as another kind of write', () => {
    const puts = Object.keys(apiAccess).filter((key) => key.startsWith('PUT '));
    const unchecked = puts.filter((key) => !NOT_FORM_EDITS.has(key) && !EDITS.some((e) => e.key === key));
    expect(unchecked).toEqual([]);
  });

  it.each(EDITS)('$key refuses it with 409 CHANGED_SINCE and writes nothing; without If-Match it saves over', async (edit) => {
    const who = edit.who ?? 'admin';
    const opened = await edit.open();
    const url = edit.key.slice('PUT '.length).replace(':id', String(opened.id));
    const put = (text: string, version?: string) =>
      call('PUT', url, edit.body(opened, text), who, version === undefined ? {} : { 'if-match': `"${version}"` });
    expect(opened.version).toMatch(/^\w+$/);
    expect((await edit.read(opened.id)).version).toBe(opened.version);

    // The first editor saves on the version both opened: accepted, and the version moves on.
    const saved = await put('First editor', opened.version);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.version).not.toBe(opened.version);
    expect(edit.typed(await edit.read(opened.id))).toBe('First editor');

    // The second, on the same version: refused, nothing written.
    const refused = await put('Second editor', opened.version);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CHANGED_SINCE', message: en.errors.changedSince });
    expect(edit.typed(await edit.read(opened.id))).toBe('First editor');

    // Saved over on purpose (no If-Match), then on the version now current: accepted.
    expect((await put('Second editor')).statusCode).toBe(200);
    const now = await edit.read(opened.id);
    expect(edit.typed(now)).toBe('Second editor');
    expect((await put('Third editor', now.version)).statusCode).toBe(200);

    // A record that does not exist is still not found, whatever the version.
    const missing = edit.key.slice('PUT '.length).replace(':id', '2147483647');
    expect((await call('PUT', missing, edit.body(opened, 'Nobody'), who, { 'if-match': '"1"' })).statusCode).toBe(404);
  });
});
