import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type DbOrTx } from '../../db/client.js';
import type { Mailer } from '../../plugins/mail.js';
import { unsubscribeLinkIn } from './unsubscribe-token.js';

export interface OutboxOptions {
  /** Mails claimed per round. */
  batchSize: number;
  /** How long a claimed mail is kept from other rounds; longer than any send can take. */
  lockMs: number;
  /** After this many failed attempts a mail is given up (its last error stays on the row). */
  maxAttempts: number;
  /** The wait after the first failure; doubled after each further one, up to `maxBackoffMs`. */
  backoffMs: number;
  maxBackoffMs: number;
}

export const OUTBOX_DEFAULTS: OutboxOptions = {
  batchSize: 20,
  lockMs: 15 * 60_000,
  maxAttempts: 8,
  backoffMs: 60_000,
  maxBackoffMs: 6 * 3_600_000,
};

interface Claimed {
  id: number;
  dedupe_key: string;
  to_address: string;
  subject: string;
  text: string;
  html: string | null;
  attempts: number;
}

/** The wait before attempt `attempts + 1`: backoff × 2^(attempts − 1), capped. */
export const backoffAfter = (attempts: number, o: Pick<OutboxOptions, 'backoffMs' | 'maxBackoffMs'>) =>
  Math.min(o.maxBackoffMs, o.backoffMs * 2 ** Math.max(0, attempts - 1));

/** An SMTP answer in the 5xx range will not change on a retry (no such mailbox, refused). */
const isPermanent = (error: unknown) => {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/** The same Message-ID on every attempt, so a receiver can drop a copy of a mail sent again after a crash. */
const messageIdOf = (dedupeKey: string) => `<outbox-${createHash('sha256').update(dedupeKey).digest('hex').slice(0, 32)}@fieldops>`;

/**
 * The sender of the durable outbox. A round claims due mails in one statement (FOR UPDATE SKIP
 * LOCKED, then `locked_until` set and the attempt counted), so two rounds — on one server or on
 * several — never hold the same mail; it sends each and records the result: `sent_at` once
 * delivered, else the error and the next attempt after an exponential back-off. A server stopped
 * mid-round leaves its mails locked only until `locked_until`; the next round after that sends them.
 */
export function createOutboxWorker(deps: { db: DbOrTx; mailer: Mailer; log: FastifyBaseLogger; options?: Partial<OutboxOptions> }) {
  const o = { ...OUTBOX_DEFAULTS, ...deps.options };

  async function claim(): Promise<Claimed[]> {
    return queryRows<Claimed>(
      deps.db,
      sql`update mail_outbox m
             set locked_until = now() + ${o.lockMs} * interval '1 millisecond', attempts = m.attempts + 1
           where m.id in (select d.id from mail_outbox d
                           where d.sent_at is null and d.attempts < ${o.maxAttempts} and d.next_attempt_at <= now()
                                 and (d.locked_until is null or d.locked_until < now())
                           order by d.next_attempt_at, d.id
                           limit ${o.batchSize}
                           for update skip locked)
       returning m.id, m.dedupe_key, m.to_address, m.subject, m.text, m.html, m.attempts`,
    );
  }

  async function deliver(mail: Claimed): Promise<boolean> {
    try {
      const unsubscribe = unsubscribeLinkIn(mail.text);
      await deps.mailer.send({
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        messageId: messageIdOf(mail.dedupe_key),
        // RFC 8058 one-click unsubscribe, read by mail clients beside the link in the text.
        headers: unsubscribe
          ? { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
          : undefined,
      });
    } catch (error) {
      const giveUp = isPermanent(error) || mail.attempts >= o.maxAttempts;
      const wait = backoffAfter(mail.attempts, o);
      await deps.db.execute(
        sql`update mail_outbox set locked_until = null, last_error = ${String((error as Error).message ?? error).slice(0, 1000)},
                   next_attempt_at = now() + ${wait} * interval '1 millisecond'
                   ${giveUp ? sql`, attempts = greatest(attempts, ${o.maxAttempts})` : sql``}
             where id = ${mail.id}`,
      );
      deps.log.warn(
        { err: error, mail: mail.id, attempts: mail.attempts, giveUp },
        giveUp ? 'mail given up' : 'mail failed; retried later',
      );
      return false;
    }
    await deps.db.execute(sql`update mail_outbox set sent_at = now(), locked_until = null, last_error = null where id = ${mail.id}`);
    return true;
  }

  return {
    /** One round: answers how many mails were sent and how many failed. */
    async runOnce(): Promise<{ sent: number; failed: number }> {
      const mails = await claim();
      let sent = 0;
      // One at a time: one SMTP connection, and a refusing server is not hammered.
      for (const mail of mails) if (await deliver(mail)) sent += 1;
      return { sent, failed: mails.length - sent };
    },
    options: o,
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
