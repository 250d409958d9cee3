import { ALL_ROLES, apiAccess, en, ROLE, type RoleId } from '@fieldops/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, signIn } from '../test/helpers.js';
import { useTestApp } from '../test/use-test-app.js';

const { ctx } = useTestApp();
const signedIn = new Map<RoleId, Record<string, string>>();
const ACCOUNT: Record<RoleId, string> = { 1: DEMO.admin, 2: DEMO.dsm, 3: DEMO.ds, 4: DEMO.fsr };

beforeAll(async () => {
  for (const role of ALL_ROLES) signedIn.set(role, (await signIn(ctx.app, ACCOUNT[role])).headers);
});

/** The headers of an account that may call the route (an admin where admins may), so the input is what is judged, not the role. */
function headersFor(key: string): Record<string, string> {
  const access = apiAccess[key];
  const role = access === 'public' || access === undefined || access.includes(ROLE.admin) ? ROLE.admin : access[0]!;
  return signedIn.get(role)!;
}

const writes = Object.keys(apiAccess)
  .filter((key) => /^(POST|PUT|DELETE) /.test(key) && key !== 'POST /user/logout')
  .map((key) => {
    const [method, path] = key.split(' ');
    return { key, method: method as 'POST', path };
  });

const bodies = ['[]', '"text"', 'null', '{"id":{"nested":true},"name":["a"],"stores":"all"}', '{"password":12,"email":false}', '{bad json'];
const ids = ['abc', '-1', '0', '99999999999999999999', '1.5'];

/** Whatever a client sends, the answer is never a 500: a 4xx in the one error shape. */
describe('malformed input on every write route', () => {
  it.each(writes)('$key never answers 5xx to malformed bodies and ids', async ({ key, method, path }) => {
    const headers = headersFor(key);
    const urls = path.includes(':') ? ids.map((id) => `/api/v1${path.replace(/:\w+/g, id)}`) : [`/api/v1${path}`];
    for (const url of urls) {
      for (const payload of bodies) {
        const res = await ctx.app.inject({ method, url, headers: { ...headers, 'content-type': 'application/json' }, payload });
        expect(res.statusCode, `${url} ${payload}`).toBeLessThan(500);
        // A filter whose every field is optional may accept an object with unknown keys.
        if (res.statusCode >= 400) expect(typeof res.json().message, `${url} ${payload}`).toBe('string');
        else expect(path, `${url} ${payload}`).toBe('/objective/filter');
      }
    }
  });
});

/** JSON text of a body whose one string holds `bad` at `path` (dotted, as the error names fields). */
const bodyWith = (path: string, bad: string): string => {
  const keys = path.split('.');
  let value: unknown = `a${bad}b`;
  for (const key of keys.reverse()) value = /^\d+$/.test(key) ? [value] : { [key]: value };
  return JSON.stringify(value);
};
const unstorable = [
  { label: 'a NUL', bad: '\u0000' },
  { label: 'a lone surrogate', bad: '\ud800' },
];

/** The answer is a 422 naming `field` with the catalog's message. */
function expectNamed(
  res: { statusCode: number; json(): { code: string; message: string; errors?: Record<string, string[]> } },
  field: string,
  what: string,
) {
  expect(res.statusCode, what).toBe(422);
  const body = res.json();
  expect(body.code, what).toBe('VALIDATION');
  expect(body.errors?.[field], what).toEqual([en.errors.invalidCharacters]);
}

/** PostgreSQL stores neither a NUL nor half a surrogate pair: refused up front, never a 500. */
describe('characters the database cannot store', () => {
  it.each(writes)('$key names the field holding them in the body or the path', async ({ key, method, path }) => {
    const headers = headersFor(key);
    const url = `/api/v1${path.replace(/:\w+/g, '1')}`;
    for (const { label, bad } of unstorable) {
      for (const field of ['name', 'stores.0.note']) {
        const payload = bodyWith(field, bad);
        const res = await ctx.app.inject({ method, url, headers: { ...headers, 'content-type': 'application/json' }, payload });
        expectNamed(res, field, `${label} in ${field}`);
      }
    }
    const param = /:(\w+)/.exec(path)?.[1];
    if (param) {
      const res = await ctx.app.inject({
        method,
        url: `/api/v1${path.replace(`:${param}`, 'a%00')}`.replace(/:\w+/g, '1'),
        headers,
        payload: {},
      });
      expectNamed(res, param, `a NUL in :${param}`);
    }
  });

  const publicWrites = [
    { url: '/api/v1/user/login', field: 'email', body: (bad: string) => ({ email: `a${bad}@example.com`, password: 'secret' }) },
    { url: '/api/v1/user/login', field: 'password', body: (bad: string) => ({ email: DEMO.fsr, password: `a${bad}` }) },
    { url: '/api/v1/user/reset_password', field: 'email', body: (bad: string) => ({ email: `${bad}${DEMO.fsr}` }) },
    {
      url: '/api/v1/user/password/sometoken',
      field: 'password',
      body: (bad: string) => ({ password: `long${bad}enough`, confirm: `long${bad}enough` }),
    },
  ];
  it.each(publicWrites)('$url without a session names $field', async ({ url, field, body }) => {
    for (const { label, bad } of unstorable) {
      const res = await ctx.app.inject({ method: 'POST', url, payload: body(bad) });
      expectNamed(res, field, label);
    }
  });

  it('a reset token holding a NUL is named', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user/password/abc%00def',
      payload: { password: 'long enough', confirm: 'long enough' },
    });
    expectNamed(res, 'token', 'a NUL in :token');
  });

  const reads = Object.keys(apiAccess)
    .filter((key) => key.startsWith('GET '))
    .map((key) => ({ key, url: `/api/v1${key.slice(4).replace(/:\w+/g, '1')}` }));
  it.each(reads)('$key names a `q` holding a NUL', async ({ key, url }) => {
    const headers = headersFor(key);
    for (const q of ['%00', 'store%00name']) {
      const res = await ctx.app.inject({ method: 'GET', url: `${url}?q=${q}`, headers });
      expectNamed(res, 'q', `q=${q}`);
    }
  });
});
