import type { Paged, UploadedFile } from '@fieldops/contract';
import { baseURL, DEMO, logIn } from './browser.js';
import { PNG_BYTES } from './objectives-api.js';

export type AdminApi = <T = unknown>(method: string, path: string, body?: unknown) => Promise<T>;

/**
 * A demo account signed in through the API, for a test's set-up and its checks (records it needs
 * before its browser steps, what reached the server after). `call` answers `data` and throws on
 * any error status; `page` answers a paged list whole; `upload` sends a small PNG as an image.
 */
export async function apiAs(email: string) {
  const data = await logIn(email);
  const auth = { 'x-requested-with': 'XMLHttpRequest', authorization: `Bearer ${data.token}` };
  const send = async (method: string, path: string, body?: unknown) => {
    const form = body instanceof FormData;
    const res = await fetch(`${baseURL()}/api/v1${path}`, {
      method,
      headers: form || body === undefined ? auth : { ...auth, 'content-type': 'application/json' },
      body: form ? body : body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.status === 204 ? { data: undefined } : (res.json() as Promise<{ data: unknown; meta?: Paged<unknown>['meta'] }>);
  };
  const call: AdminApi = async <T>(method: string, path: string, body?: unknown) => (await send(method, path, body)).data as T;
  return {
    userID: data.user.id,
    call,
    page: async <T>(path: string) => (await send('GET', path)) as Paged<T>,
    upload: async (name: string) => {
      const form = new FormData();
      form.append('type', 'image');
      form.append('file', new Blob([PNG_BYTES], { type: 'image/png' }), name);
      return (await send('POST', '/image', form)).data as UploadedFile;
    },
  };
}
export type UserApi = Awaited<ReturnType<typeof apiAs>>;

/** The demo admin's `call` (see `apiAs`). */
export async function adminApi(): Promise<AdminApi> {
  return (await apiAs(DEMO.admin)).call;
}
