import { API_BASE } from '@fieldops/contract';
import type { ZodType } from 'zod';
import { i18n } from '../i18n';
import { getToken } from './session';

/** A failed call: the HTTP status (0 when the server was not reached) and the server's error body. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors?: Record<string, string[]>;

  constructor(status: number, message: string, code: string, errors?: Record<string, string[]>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.errors = errors;
  }
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
}

let onUnauthorized: (() => void) | null = null;

/** The session registers what to do when the server says the token is no longer valid. */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  onUnauthorized = handler;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  const fallback = status >= 500 ? i18n.t('errors.internal') : i18n.t('errors.malformed');
  if (!isRecord(body)) return new ApiError(status, fallback, status >= 500 ? 'INTERNAL' : 'UNKNOWN');
  const message = typeof body.message === 'string' && body.message ? body.message : fallback;
  const code = typeof body.code === 'string' ? body.code : 'UNKNOWN';
  const errors = isRecord(body.errors) ? (body.errors as Record<string, string[]>) : undefined;
  return new ApiError(status, message, code, errors);
}

export async function apiRequest<T = undefined>(path: string, options: RequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, schema, whole = false, skipAuthRedirect = false } = options;
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, i18n.t('errors.network'), 'NETWORK');
  }

  const json = await readJson(response);
  if (!response.ok) {
    if (response.status === 401 && path !== '/user/login' && !skipAuthRedirect) onUnauthorized?.();
    throw toApiError(response.status, json);
  }
  if (!schema) return undefined as T;
  const parsed = schema.safeParse(whole ? json : isRecord(json) ? json.data : undefined);
  if (!parsed.success) throw new ApiError(response.status, i18n.t('errors.internal'), 'BAD_RESPONSE');
  return parsed.data;
}

export const api = {
  get: <T>(path: string, schema: ZodType<T>, opts?: Omit<RequestOptions<T>, 'schema' | 'method'>) =>
    apiRequest(path, { ...opts, schema, method: 'GET' }),
  post: <T = undefined>(path: string, body?: unknown, schema?: ZodType<T>, opts?: Omit<RequestOptions<T>, 'schema' | 'method' | 'body'>) =>
    apiRequest(path, { ...opts, body, schema, method: 'POST' }),
  put: <T = undefined>(path: string, body?: unknown, schema?: ZodType<T>) => apiRequest(path, { body, schema, method: 'PUT' }),
  delete: (path: string) => apiRequest(path, { method: 'DELETE' }),
};

/** The text to show for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return i18n.t('errors.internal');
}
