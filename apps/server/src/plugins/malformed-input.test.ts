import { apiAccess } from '@fieldops/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DEMO, signIn, type TestContext } from '../test/helpers.js';

let ctx: TestContext;
let headers: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext();
  headers = (await signIn(ctx.app, DEMO.admin)).headers;
});
afterAll(() => ctx.close());

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
  it.each(writes)('$key never answers 5xx to malformed bodies and ids', async ({ method, path }) => {
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
