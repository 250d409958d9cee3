import { API_BASE, IDEMPOTENCY_KEY_HEADER, IF_MATCH_HEADER } from '@fieldops/contract';
import type { ZodType } from 'zod';
import { i18n } from '../i18n';
import { localizeKey, localizeText } from './localize';
import { getToken } from './session';

type Params = Record<string, string | number>;

/** What the server's error body says beside its English texts: the catalog keys of those texts. */
export interface ErrorKeys {
  messageKey?: string;
  params?: Params;
  fieldKeys?: Record<string, string[]>;
  fieldParams?: Record<string, (Params | null)[]>;
}

/**
 * A failed call: the HTTP status (0 when the server was not reached) and the server's error body.
 * `message` is the server's English text, as sent (code compares it with the catalog); `text()`
 * is the same message in the reader's language. `errors` holds the field messages in the
 * reader's language at the time of the failure, `serverErrors` the English ones.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors?: Record<string, string[]>;
  readonly serverErrors?: Record<string, string[]>;
  readonly keys: ErrorKeys;

  constructor(status: number, message: string, code: string, errors?: Record<string, string[]>, keys: ErrorKeys = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.serverErrors = errors;
    this.keys = keys;
    this.errors = errors && localizedFieldErrors(errors, keys);
  }

  /** The message in the language the app shows now. */
  text(): string {
    return localizeKey(this.keys.messageKey, this.keys.params, this.message);
  }
}

/** A 4xx: the server's answer (not found, refused, invalid), not a glitch worth asking again. */
export const isClientError = (error: unknown): error is ApiError => error instanceof ApiError && error.status >= 400 && error.status < 500;

function localizedFieldErrors(errors: Record<string, string[]>, keys: ErrorKeys): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors)) {
    out[field] = messages.map((m, i) => localizeKey(keys.fieldKeys?.[field]?.[i], keys.fieldParams?.[field]?.[i] ?? undefined, m));
  }
  return out;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions<T> {
  method?: Method;
  body?: unknown;
  /** Parses `data` of the envelope; without it the call resolves to undefined. */
  schema?: ZodType<T>;
  /** Parse the whole body with `schema` instead of its `data` (paged lists: `{data, meta}`). */
  whole?: boolean;
  /** Do not sign out on 401 (the start-up session check, logout). */
  skipAuthRedirect?: boolean;
  /** Sent as `Idempotency-Key`: the server applies a write sent again with the same key once. */
  idempotencyKey?: string;
  /** Sent as `If-Match`: the record's version the write was made on (contract record-version.ts). */
  ifMatch?: string;
  /** Aborts the call (a time limit); an aborted call fails like an unreachable server. */
  signal?: AbortSignal;
}

/**
 * What the session does when the server no longer takes the token (it expired, or was revoked)
 * while someone is signed in: resolves true once they have signed in again, so the call is sent
 * again with the new token and what they were doing goes through; false when they sign out.
 */
export type UnauthorizedHandler = () => Promise<boolean>;

let onUnauthorized: UnauthorizedHandler | null = null;

/** The session registers what to do when the server says the token is no longer valid. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  onUnauthorized = handler;
}

/**
 * A 401 on a call sent with `sentToken`: whether to send it again. It is when the session was
 * renewed meanwhile (another call's 401 asked first), or once the person signs in again now. The
 * sign-in itself and the calls that opt out (the start-up check, logout) are never sent again.
 */
async function signedInAgain(path: string, sentToken: string | null, skipAuthRedirect: boolean): Promise<boolean> {
  if (path === '/user/login' || skipAuthRedirect || !onUnauthorized) return false;
  const token = getToken();
  if (token !== null && token !== sentToken) return true;
  return onUnauthorized();
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  return parseJson(await response.text());
}

function toApiError(status: number, body: unknown): ApiError {
  const fallback = status >= 500 ? i18n.t('errors.internal') : i18n.t('errors.malformed');
  if (!isRecord(body)) return new ApiError(status, fallback, status >= 500 ? 'INTERNAL' : 'UNKNOWN');
  const message = typeof body.message === 'string' && body.message ? body.message : fallback;
  const code = typeof body.code === 'string' ? body.code : 'UNKNOWN';
  const errors = isRecord(body.errors) ? (body.errors as Record<string, string[]>) : undefined;
  const keys: ErrorKeys = {
    messageKey: typeof body.messageKey === 'string' ? body.messageKey : undefined,
    params: isRecord(body.params) ? (body.params as Params) : undefined,
    fieldKeys: isRecord(body.fieldKeys) ? (body.fieldKeys as ErrorKeys['fieldKeys']) : undefined,
    fieldParams: isRecord(body.fieldParams) ? (body.fieldParams as ErrorKeys['fieldParams']) : undefined,
  };
  return new ApiError(status, message, code, errors, keys);
}

const networkError = () => new ApiError(0, i18n.t('errors.network'), 'NETWORK');

/**
 * The three kinds of call below (JSON, download, upload) share these steps, so a signed-in
 * header, an error body or an expired session is handled the same way whatever was asked.
 */
function requestHeaders(accept: string): Record<string, string> {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', Accept: accept };
  const token = getToken();
  if (token) headers.Authorization = `${BEARER}${token}`;
  return headers;
}

const BEARER = 'Bearer ';

/** The token a call was sent with (null when none). */
const sentToken = (headers: Record<string, string>): string | null => headers.Authorization?.slice(BEARER.length) ?? null;

/** `data` of the envelope (or the whole body) parsed with the contract's schema. */
function parseAnswer<T>(status: number, json: unknown, schema: ZodType<T>, whole: boolean): T {
  const parsed = schema.safeParse(whole ? json : isRecord(json) ? json.data : undefined);
  if (!parsed.success) throw new ApiError(status, i18n.t('errors.internal'), 'BAD_RESPONSE');
  return parsed.data;
}

interface SendOptions {
  method?: Method;
  body?: unknown;
  accept?: string;
  skipAuthRedirect?: boolean;
  idempotencyKey?: string;
  ifMatch?: string;
  signal?: AbortSignal;
}

/**
 * One fetch call: resolves to a successful response, or throws the ApiError of the failure. A 401
 * waits for the person to sign in again (signedInAgain) and then sends the same call again.
 */
async function send(path: string, options: SendOptions): Promise<Response> {
  const { method = 'GET', body, accept = 'application/json', skipAuthRedirect = false, idempotencyKey, ifMatch, signal } = options;
  const headers = requestHeaders(accept);
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = idempotencyKey;
  if (ifMatch) headers[IF_MATCH_HEADER] = `"${ifMatch}"`;
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { method, headers, signal, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw networkError();
  }
  if (response.ok) return response;
  const json = await readJson(response);
  if (response.status === 401 && (await signedInAgain(path, sentToken(headers), skipAuthRedirect))) return send(path, options);
  throw toApiError(response.status, json);
}

export async function apiRequest<T = undefined>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { schema, whole = false } = options;
  const response = await send(path, options);
  const json = await readJson(response);
  if (!schema) return undefined as T;
  return parseAnswer(response.status, json, schema, whole);
}

/** A file the API produces (a CSV export), fetched like every call. */
export async function apiDownload(path: string): Promise<Blob> {
  return (await send(path, { accept: '*/*' })).blob();
}

/**
 * POST of multipart form data, through XMLHttpRequest because fetch reports no upload progress;
 * `onProgress` gets 0–1. Resolves to `data` parsed with `schema`, or rejects with the ApiError.
 */
export function apiUpload<T>(
  path: string,
  form: FormData,
  schema: ZodType<T>,
  onProgress?: (fraction: number) => void,
  idempotencyKey?: string,
): Promise<T> {
  const attempt = (): Promise<T> =>
    new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', `${API_BASE}${path}`);
      const headers = requestHeaders('application/json');
      if (idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = idempotencyKey;
      for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        if (onProgress && event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      xhr.onerror = () => reject(networkError());
      xhr.onload = () => {
        const json = parseJson(xhr.responseText);
        if (xhr.status === 401) {
          signedInAgain(path, sentToken(headers), false).then(
            (again) => (again ? attempt().then(resolve, reject) : reject(toApiError(xhr.status, json))),
            reject,
          );
          return;
        }
        try {
          if (xhr.status < 200 || xhr.status >= 300) throw toApiError(xhr.status, json);
          resolve(parseAnswer(xhr.status, json, schema, false));
        } catch (error) {
          reject(error);
        }
      };
      xhr.send(form);
    });
  return attempt();
}

export const api = {
  get: <T>(path: string, schema: ZodType<T>, opts?: Omit<RequestOptions<T>, 'schema' | 'method'>) =>
    apiRequest(path, { ...opts, schema, method: 'GET' }),
  post: <T = undefined>(path: string, body?: unknown, schema?: ZodType<T>, opts?: Omit<RequestOptions<T>, 'schema' | 'method' | 'body'>) =>
    apiRequest(path, { ...opts, body, schema, method: 'POST' }),
  put: <T = undefined>(path: string, body?: unknown, schema?: ZodType<T>, opts?: Pick<RequestOptions<T>, 'ifMatch'>) =>
    apiRequest(path, { ...opts, body, schema, method: 'PUT' }),
  delete: (path: string) => apiRequest(path, { method: 'DELETE' }),
};

/** The text to show for any thrown value, in the language the app shows now. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.text();
  if (error instanceof Error && error.message) return localizeText(error.message);
  return i18n.t('errors.internal');
}
