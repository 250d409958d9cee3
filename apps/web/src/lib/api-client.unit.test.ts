import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiDownload, ApiError, apiRequest, apiUpload, setUnauthorizedHandler } from './api-client';
import { adoptSavedToken } from './session';

/**
 * The three kinds of call (JSON, file download, upload with progress) must behave as one client:
 * the same headers, the same error parsing and the same wait for a new sign-in on 401. Run in Node: `fetch` and
 * `XMLHttpRequest` are replaced by fakes that answer what each test sets.
 */

interface Answer {
  status: number;
  body: string;
}

let answer: Answer | 'network-down';
/** Answers given before `answer`, one per call, in order (a 401, then what the call gets when sent again). */
let firstAnswers: Answer[] = [];
/** What local storage holds as the token; a test may change it as a new sign-in would. */
let token = 'the-token';
/** The person signs in again (over the screen, or in another tab): the tab's token is the new one. */
function signInAgain(newToken: string): void {
  token = newToken;
  adoptSavedToken();
}
/** Runs as each call is sent, after its headers are taken (what happens meanwhile elsewhere). */
let whileSent: () => void = () => undefined;
const sent: { path: string; headers: Record<string, string> }[] = [];

function headersOf(init: RequestInit | undefined): Record<string, string> {
  return Object.fromEntries(new Headers(init?.headers).entries());
}

const fakeFetch = async (url: string, init?: RequestInit): Promise<Response> => {
  sent.push({ path: url, headers: headersOf(init) });
  whileSent();
  const given = firstAnswers.shift() ?? answer;
  if (given === 'network-down') throw new TypeError('Failed to fetch');
  return new Response(given.status === 204 ? null : given.body, { status: given.status });
};

class FakeXhr {
  private url = '';
  private readonly headers: Record<string, string> = {};
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;

  open(_method: string, url: string) {
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }

  send() {
    sent.push({ path: this.url, headers: this.headers });
    whileSent();
    const given = firstAnswers.shift() ?? answer;
    queueMicrotask(() => {
      if (given === 'network-down') return this.onerror?.();
      this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
      this.status = given.status;
      this.responseText = given.body;
      this.onload?.();
    });
  }
}

const fileSchema = z.object({ id: z.number() });
const calls = {
  request: () => apiRequest('/store/1', { schema: fileSchema }),
  download: () => apiDownload('/store?format=csv'),
  upload: () => apiUpload('/image', new FormData(), fileSchema),
};
type Kind = keyof typeof calls;
const kinds = Object.keys(calls) as Kind[];

async function failureOf(kind: Kind): Promise<ApiError> {
  const error: unknown = await calls[kind]().then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`${kind} did not fail with an ApiError: ${String(error)}`);
  return error;
}

/** The session's answer to a 401: whether the person signed in again (the test's choice). */
const unauthorized = vi.fn(async () => false);
const expired = { status: 401, body: JSON.stringify({ message: 'Your session has expired.', code: 'UNAUTHORIZED' }) };
beforeEach(() => {
  sent.length = 0;
  firstAnswers = [];
  token = 'the-token';
  whileSent = () => undefined;
  unauthorized.mockReset();
  unauthorized.mockResolvedValue(false);
  vi.stubGlobal('fetch', fakeFetch);
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.stubGlobal('window', { localStorage: { getItem: (key: string) => (key === 'token' ? token : null) } });
  adoptSavedToken();
  setUnauthorizedHandler(unauthorized);
});
afterEach(() => {
  setUnauthorizedHandler(null);
  vi.unstubAllGlobals();
});

describe.each(kinds)('the %s call', (kind) => {
  it('is signed in and marked as the app’s own', async () => {
    answer = { status: 200, body: JSON.stringify({ data: { id: 1 } }) };
    await calls[kind]();
    expect(sent).toHaveLength(1);
    expect(sent[0].path.startsWith('/api/v1/')).toBe(true);
    expect(sent[0].headers).toMatchObject({ authorization: 'Bearer the-token', 'x-requested-with': 'XMLHttpRequest' });
  });

  it('fails with the 401 when the session ended and the person signs out rather than in again', async () => {
    answer = expired;
    const error = await failureOf(kind);
    expect(unauthorized).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(1);
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHORIZED', message: 'Your session has expired.' });
  });

  it('waits for the person to sign in again after a 401, then goes again with the new token', async () => {
    firstAnswers = [expired];
    answer = { status: 200, body: JSON.stringify({ data: { id: 1 } }) };
    unauthorized.mockImplementation(async () => {
      signInAgain('new-token');
      return true;
    });
    await calls[kind]();
    expect(unauthorized).toHaveBeenCalledTimes(1);
    expect(sent.map((call) => call.headers.authorization)).toEqual(['Bearer the-token', 'Bearer new-token']);
  });

  it('goes again without asking when someone signed in again while it was on its way', async () => {
    firstAnswers = [expired];
    answer = { status: 200, body: JSON.stringify({ data: { id: 1 } }) };
    whileSent = () => {
      signInAgain('new-token');
    };
    await calls[kind]();
    expect(unauthorized).not.toHaveBeenCalled();
    expect(sent.map((call) => call.headers.authorization)).toEqual(['Bearer the-token', 'Bearer new-token']);
  });

  it('reads the one error shape: message, code and the field errors', async () => {
    answer = {
      status: 422,
      body: JSON.stringify({ message: 'Some fields are not valid.', code: 'VALIDATION', errors: { type: ['Select a type'] } }),
    };
    const error = await failureOf(kind);
    expect(error).toMatchObject({
      status: 422,
      code: 'VALIDATION',
      message: 'Some fields are not valid.',
      errors: { type: ['Select a type'] },
    });
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it('gives its own texts for an answer that is not the error shape, and for no answer at all', async () => {
    answer = { status: 502, body: '<html>Bad gateway</html>' };
    expect(await failureOf(kind)).toMatchObject({
      status: 502,
      code: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again.',
    });
    answer = 'network-down';
    expect(await failureOf(kind)).toMatchObject({
      status: 0,
      code: 'NETWORK',
      message: 'The server could not be reached. Check your connection and try again.',
    });
  });
});

describe('the JSON and upload calls', () => {
  it.each(['request', 'upload'] as const)('%s: parse `data` with the contract schema and refuse another shape', async (kind) => {
    answer = { status: 201, body: JSON.stringify({ data: { id: 7 } }) };
    expect(await calls[kind]()).toEqual({ id: 7 });
    answer = { status: 201, body: JSON.stringify({ data: { id: 'seven' } }) };
    expect(await failureOf(kind)).toMatchObject({ code: 'BAD_RESPONSE' });
  });
});

describe('the upload call', () => {
  it('reports its progress from 0 to 1', async () => {
    answer = { status: 201, body: JSON.stringify({ data: { id: 7 } }) };
    const progress: number[] = [];
    await apiUpload('/image', new FormData(), fileSchema, (fraction) => progress.push(fraction));
    expect(progress).toEqual([0.5]);
  });
});

describe('signing in', () => {
  it('a wrong password (401 on /user/login) or a call that opts out does not ask to sign in again', async () => {
    answer = { status: 401, body: JSON.stringify({ message: 'The user or password you entered is incorrect.', code: 'UNAUTHORIZED' }) };
    await expect(apiRequest('/user/login', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 401 });
    await expect(apiRequest('/user/me', { skipAuthRedirect: true })).rejects.toMatchObject({ status: 401 });
    expect(unauthorized).not.toHaveBeenCalled();
  });
});
