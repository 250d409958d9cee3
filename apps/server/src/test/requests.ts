import type { App } from '../app.js';
import { DEMO, signIn } from './helpers.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Who = keyof Omit<typeof DEMO, 'password'> | 'nobody';

/**
 * Calls the API as one of the demo accounts (signing in once per account and app), so a test
 * reads `call('POST', '/store', body, 'admin')`.
 */
export function apiCaller(app: App) {
  const tokens = new Map<string, Promise<{ authorization: string }>>();
  const headersOf = (who: Who) => {
    if (who === 'nobody') return Promise.resolve({});
    if (!tokens.has(who))
      tokens.set(
        who,
        signIn(app, DEMO[who]).then((s) => s.headers),
      );
    return tokens.get(who)!;
  };
  async function call(method: Method, url: string, payload?: unknown, who: Who = 'admin', extraHeaders: Record<string, string> = {}) {
    const headers = { ...(await headersOf(who)), ...extraHeaders };
    return app.inject({ method, url: `/api/v1${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  }
  /** Sends `body` as it is, labelled JSON (for malformed-input tests). */
  call.raw = async (method: Method, url: string, body: string, who: Who = 'admin') => {
    const headers = { ...(await headersOf(who)), 'content-type': 'application/json' };
    return app.inject({ method, url: `/api/v1${url}`, headers, payload: body });
  };
  return call;
}

/** Malformed bodies every write must answer with 4xx, never 5xx. */
export const MALFORMED_BODIES = ['{not json', '[]', 'null', '"text"', JSON.stringify({ id: { $gt: 1 } })];

/** Every role but admin: each must get 403 on a write. */
export const NON_ADMINS: Who[] = ['dsm', 'ds', 'fsr'];
