import { baseURL, DEMO, DEMO_PASSWORD } from './browser.js';

export type AdminApi = <T = unknown>(method: string, path: string, body?: unknown) => Promise<T>;

/**
 * Signs the demo admin in through the API and returns a caller for test set-up (records a test
 * needs before its browser steps). It answers `data` and throws on any error status.
 */
export async function adminApi(): Promise<AdminApi> {
  const headers = { 'x-requested-with': 'XMLHttpRequest' };
  const json = { ...headers, 'content-type': 'application/json' };
  const login = await fetch(`${baseURL()}/api/v1/user/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: DEMO.admin, password: DEMO_PASSWORD }),
  });
  if (!login.ok) throw new Error(`admin login: ${login.status}`);
  const { data } = (await login.json()) as { data: { token: string } };
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${baseURL()}/api/v1${path}`, {
      method,
      headers: { ...(body === undefined ? headers : json), authorization: `Bearer ${data.token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.status === 204 ? (undefined as T) : ((await res.json()) as { data: T }).data;
  };
}
