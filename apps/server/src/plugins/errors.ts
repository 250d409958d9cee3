import { en, isMissingIssue, type ApiErrorBody } from '@fieldops/contract';
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

/** One error shape for every failure; no stack trace ever leaves the server. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      let status = 500;
      let body: ApiErrorBody = { message: en.errors.internal, code: 'INTERNAL' };

      if (error instanceof AppError) {
        status = error.status;
        body = { message: error.message, code: error.code, errors: error.errors };
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
      return reply.status(status).send(body);
    });
  },
  { name: 'errors' },
);
