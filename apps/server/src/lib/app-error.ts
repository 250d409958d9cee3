import { en, ERROR_STATUS, type ErrorCode, type KeyedMessage } from '@fieldops/contract';

/**
 * The one error class of the server; the error plugin turns it into the one error shape. The
 * plugin finds the catalog key of an English message itself (filled placeholders included);
 * `keyed` names it where the text alone cannot tell (two keys of one wording, a composed text).
 */
export class AppError extends Error {
  readonly status: number;
  catalogMessage?: KeyedMessage;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** Response headers that belong to the error, such as Retry-After on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }

  keyed(key: string, params?: KeyedMessage['params']): this {
    this.catalogMessage = { key, params };
    return this;
  }
}

export const notFound = (what: string = en.errors.notFound) => new AppError('NOT_FOUND', what);
export const conflict = (message: string, errors?: Record<string, string[]>) => new AppError('CONFLICT', message, errors);
export const invalid = (message: string, errors?: Record<string, string[]>) => new AppError('VALIDATION', message, errors);
/** 429 telling the client how many seconds to wait. */
export const rateLimited = (message: string, retryAfterSeconds: number) =>
  new AppError('RATE_LIMITED', message, undefined, { 'retry-after': String(retryAfterSeconds) });
