import { en } from '@fieldops/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';

/**
 * A NUL character, or half of a UTF-16 surrogate pair. PostgreSQL cannot store either in a text
 * value (the driver fails with an encoding error, which would surface as a 500); with the `u` flag
 * `\p{Cs}` matches only surrogates that are not part of a pair, so emoji pass.
 */
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /[\u0000\p{Cs}]/u;

const hasUnstorable = (value: string) => UNSTORABLE.test(value);

/**
 * The dotted paths (the error plugin's field names: `email`, `stores.0.name`) of every string,
 * or object key, that holds an unstorable character. Iterative, so a deeply nested body cannot
 * overflow the stack.
 */
export function unstorablePaths(root: unknown): string[] {
  const found: string[] = [];
  const pending: { value: unknown; path: string }[] = [{ value: root, path: '' }];
  while (pending.length > 0) {
    const { value, path } = pending.pop()!;
    if (typeof value === 'string') {
      if (hasUnstorable(value)) found.push(path || '_');
    } else if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value)) {
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        if (hasUnstorable(key)) found.push(childPath);
        else pending.push({ value: child, path: childPath });
      }
    }
  }
  return found.reverse();
}

/**
 * Rejects, before any route's own validation, a body, query string or path parameter carrying
 * a string the database cannot store: one place for every route, present and future, instead of
 * a refinement on every string of every schema.
 */
export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request: FastifyRequest) => {
      const paths = [request.params, request.query, request.body].flatMap((part) => unstorablePaths(part));
      if (paths.length === 0) return;
      const message = en.errors.invalidCharacters;
      throw new AppError('VALIDATION', message, Object.fromEntries(paths.map((p) => [p, [message]])));
    });
  },
  { name: 'input-guard', dependencies: ['errors'] },
);
