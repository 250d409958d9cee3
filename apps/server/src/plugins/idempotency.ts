import { createHash, type Hash } from 'node:crypto';
import { Transform } from 'node:stream';
import {
  en,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_KEY_TTL_HOURS,
  IDEMPOTENT_REPLAYED_HEADER,
} from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { queryRows } from '../db/client.js';
import { AppError, conflict, invalid } from '../lib/app-error.js';

const M = en.idempotency;
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const HEADER = IDEMPOTENCY_KEY_HEADER.toLowerCase();
/**
 * A first request still unanswered after this long is taken as lost (its instance stopped
 * mid-way): the next retry runs it again rather than waiting for an answer that will never come.
 */
const ABANDONED_AFTER_MINUTES = 5;

interface Claim {
  userId: number;
  key: string;
  /** Set once the answer is stored or the claim given up, so it is settled exactly once. */
  settled: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The body's running sha256, fed while the body is read (JSON writes only). */
    bodyHash: Hash | null;
    idempotency: Claim | null;
  }
}

type KeyRow = { request: string; request_hash: string; status_code: number | null; content_type: string | null; body: string | null };

const isMultipart = (request: FastifyRequest) => (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');

/** The key of a write that should be applied once, or null when the request is not one. */
function keyOf(request: FastifyRequest): string | null {
  const header = request.headers[HEADER];
  if (header === undefined || !WRITES.has(request.method)) return null;
  const access = request.routeOptions.config.access;
  // Sign-in and the other public writes have no user to keep keys for: the header means nothing there.
  if (!access || access === 'public' || !request.user) return null;
  const key = Array.isArray(header) ? header.join(', ') : header;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new AppError('BAD_REQUEST', M.invalidKey, { [IDEMPOTENCY_KEY_HEADER]: [M.invalidKey] });
  return key;
}

/**
 * `Idempotency-Key` (DESIGN §4 "Field work"): a write sent again after its answer was lost is
 * applied once. The first request of a (user, key) claims a row of `idempotency_keys` before its
 * handler runs and stores its answer (2xx and 4xx: both are what the request deserves every time;
 * a 5xx gives the claim up, so a retry runs again). A retry answers the stored answer with
 * `Idempotent-Replayed: true`; while the first still runs, 409; the same key on another request
 * (method, URL or body), 422. All state is in the database, so it holds across instances; keys
 * expire after IDEMPOTENCY_KEY_TTL_HOURS, old rows being deleted as new ones arrive.
 *
 * The body is hashed as it is read (JSON); a multipart upload is identified by its request line
 * alone, since its bytes are streamed to storage by the handler.
 */
export const idempotencyPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('bodyHash', null);
    app.decorateRequest('idempotency', null);

    app.addHook('preParsing', async (request, _reply, payload) => {
      if (request.headers[HEADER] === undefined || !WRITES.has(request.method) || isMultipart(request)) return payload;
      const hash = createHash('sha256');
      request.bodyHash = hash;
      return payload.pipe(
        new Transform({
          transform(chunk: Buffer, _encoding, done) {
            hash.update(chunk);
            done(null, chunk);
          },
        }),
      );
    });

    app.addHook('preHandler', async (request, reply) => {
      const key = keyOf(request);
      if (key === null) return;
      const userId = request.user!.id;
      const line = `${request.method} ${request.url}`;
      const requestHash = (request.bodyHash ?? createHash('sha256')).digest('hex');
      // Housekeeping on write, through the created_at index.
      await app.db.execute(
        sql`delete from idempotency_keys where created_at < now() - make_interval(hours => ${IDEMPOTENCY_KEY_TTL_HOURS})`,
      );
      for (let attempt = 0; attempt < 2; attempt++) {
        const claimed = await queryRows<{ key: string }>(
          app.db,
          sql`insert into idempotency_keys (user_id, key, request, request_hash) values (${userId}, ${key}, ${line}, ${requestHash})
              on conflict (user_id, key) do nothing returning key`,
        );
        if (claimed.length > 0) {
          request.idempotency = { userId, key, settled: false };
          return;
        }
        const [stored] = await queryRows<KeyRow & { abandoned: boolean }>(
          app.db,
          sql`select request, request_hash, status_code, content_type, body,
                     (status_code is null and created_at < now() - make_interval(mins => ${ABANDONED_AFTER_MINUTES})) as abandoned
                from idempotency_keys where user_id = ${userId} and key = ${key}`,
        );
        // Gone between the two statements (expired, or given up after a 5xx): claim it again.
        if (!stored) continue;
        if (stored.request !== line || stored.request_hash !== requestHash)
          throw invalid(M.mismatch, { [IDEMPOTENCY_KEY_HEADER]: [M.mismatch] });
        if (stored.status_code === null) {
          if (!stored.abandoned) throw conflict(M.inProgress);
          await app.db.execute(sql`delete from idempotency_keys where user_id = ${userId} and key = ${key} and status_code is null`);
          continue;
        }
        return replay(reply, stored);
      }
      throw conflict(M.inProgress);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const claim = request.idempotency;
      if (!claim || claim.settled) return payload;
      claim.settled = true;
      const status = reply.statusCode;
      const body =
        typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : payload == null ? '' : null;
      if (status >= 500 || body === null) {
        await forget(app, claim);
      } else {
        const contentType = reply.getHeader('content-type');
        await app.db.execute(
          sql`update idempotency_keys set status_code = ${status}, content_type = ${contentType === undefined ? null : String(contentType)},
                     body = ${body} where user_id = ${claim.userId} and key = ${claim.key}`,
        );
      }
      return payload;
    });
  },
  { name: 'idempotency', dependencies: ['context', 'auth', 'errors'] },
);

function forget(app: FastifyInstance, claim: Claim) {
  return app.db.execute(sql`delete from idempotency_keys where user_id = ${claim.userId} and key = ${claim.key} and status_code is null`);
}

function replay(reply: FastifyReply, stored: KeyRow) {
  reply.code(stored.status_code!).header(IDEMPOTENT_REPLAYED_HEADER, 'true');
  if (stored.content_type) reply.header('content-type', stored.content_type);
  return reply.send(stored.body ?? '');
}
