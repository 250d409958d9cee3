import {
  en,
  findMessage,
  isMissingIssue,
  type ApiErrorBody,
  type ErrorCode,
  type KeyedMessage,
  type MessageParams,
} from '@fieldops/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Forms whose rule is 'Some fields are required!': when any required field is missing the
     * answer carries this message, and `errors` names each field.
     */
    missingFieldsMessage?: string;
  }
}

function validationErrors(error: FastifyError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  if (!hasZodFastifySchemaValidationErrors(error)) return out;
  for (const v of error.validation) {
    const field = v.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
    (out[field] ??= []).push(v.message ?? en.errors.validation);
  }
  return out;
}

/** The catalog text of a code, for a message that is not the catalog's own (a library's). */
const GENERIC_KEY: Partial<Record<ErrorCode, string>> = {
  BAD_REQUEST: 'errors.malformed',
  UNAUTHORIZED: 'errors.unauthorized',
  FORBIDDEN: 'errors.forbidden',
  NOT_FOUND: 'errors.notFound',
  VALIDATION: 'errors.validation',
  RATE_LIMITED: 'errors.rateLimited',
  INTERNAL: 'errors.internal',
};

/** Adds the catalog keys (and placeholder values) of the message and of each field message. */
export function withMessageKeys(body: ApiErrorBody, named?: KeyedMessage): ApiErrorBody {
  const found = named ?? findMessage(body.message);
  const key = found?.key ?? GENERIC_KEY[body.code as ErrorCode];
  const out: ApiErrorBody = { ...body };
  if (key) out.messageKey = key;
  if (found?.params && Object.keys(found.params).length > 0) out.params = found.params;
  if (body.errors) {
    const fieldKeys: Record<string, string[]> = {};
    const fieldParams: Record<string, (MessageParams | null)[]> = {};
    let anyParams = false;
    for (const [field, messages] of Object.entries(body.errors)) {
      const keyed = messages.map((m) => findMessage(m) ?? { key: GENERIC_KEY.VALIDATION as string });
      fieldKeys[field] = keyed.map((k) => k.key);
      fieldParams[field] = keyed.map((k) => (k.params && Object.keys(k.params).length > 0 ? k.params : null));
      anyParams ||= fieldParams[field].some(Boolean);
    }
    out.fieldKeys = fieldKeys;
    if (anyParams) out.fieldParams = fieldParams;
  }
  return out;
}

/** One error shape for every failure; no stack trace ever leaves the server. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      let status = 500;
      let body: ApiErrorBody = { message: en.errors.internal, code: 'INTERNAL' };
      let named: KeyedMessage | undefined;

      if (error instanceof AppError) {
        status = error.status;
        body = { message: error.message, code: error.code, errors: error.errors };
        named = error.catalogMessage;
        if (error.headers) reply.headers(error.headers);
      } else if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = validationErrors(error);
        const first = Object.values(errors)[0]?.[0];
        const missingMessage = request.routeOptions.config?.missingFieldsMessage;
        const missing = missingMessage && error.validationContext === 'body' && error.validation.some((v) => isMissingIssue(v));
        status = 422;
        body = { message: (missing ? missingMessage : first) ?? en.errors.validation, code: 'VALIDATION', errors };
      } else if (error.statusCode === 429) {
        status = 429;
        body = { message: en.auth.tooManyAttempts, code: 'RATE_LIMITED' };
      } else if (error.statusCode === 413) {
        status = 413;
        body = { message: error.message, code: 'PAYLOAD_TOO_LARGE' };
      } else if (error.statusCode === 415) {
        status = 415;
        body = { message: error.message, code: 'UNSUPPORTED_MEDIA_TYPE' };
      } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        status = 400;
        body = { message: en.errors.malformed, code: 'BAD_REQUEST' };
      }

      if (status >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.info({ code: body.code, status }, body.message);
      return reply.status(status).send(withMessageKeys(body, named));
    });
  },
  { name: 'errors' },
);
