import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { createMailer } from '../../plugins/mail.js';
import { startSmtpServer } from '../../test/smtp-server.js';
import { useTestApp } from '../../test/use-test-app.js';
import { enqueueMails, type OutboxMail } from './outbox.js';
import { createOutboxWorker, type OutboxOptions } from './worker.js';

// The app's own outbox job is off: each test drives its workers itself.
const { ctx } = useTestApp({ env: { MAIL_OUTBOX_EVERY_S: '0' } });
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const log = pino({ level: 'silent' });
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(async () => smtp?.close());
beforeEach(async () => {
  // Each test starts with an empty outbox and an empty mailbox.
  await ctx.db.execute(sql`delete from mail_outbox`);
  smtp.received.length = 0;
  smtp.refuse(0);
});

const mailer = () =>
  createMailer({ smtpUrl: smtp.url, from: 'Fieldops <no-reply@fieldops.test>', outboxDir: path.join(os.tmpdir(), 'unused'), log });
const worker = (options: Partial<OutboxOptions> = {}) =>
  createOutboxWorker({ db: ctx.db, mailer: mailer(), log, options: { backoffMs: 50, ...options } });
const mail = (n: number): OutboxMail => ({ dedupeKey: `test:${n}`, to: `person${n}@example.org`, subject: `Mail ${n}`, text: `Body ${n}` });
const rows = () =>
  queryRows<{
    dedupe_key: string;
    attempts: number;
    sent_at: string | null;
    locked_until: string | null;
    last_error: string | null;
    next_attempt_at: string;
  }>(ctx.db, sql`select dedupe_key, attempts, sent_at, locked_until, last_error, next_attempt_at from mail_outbox order by id`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('enqueueing', () => {
  it("is part of the caller's transaction: rolled back with it", async () => {
    await expect(
      ctx.db.transaction(async (tx) => {
        await enqueueMails(tx, [mail(1)]);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await rows()).toEqual([]);
  });

  it('keeps one mail per dedupe key', async () => {
    expect(await enqueueMails(ctx.db, [mail(1), mail(2)])).toBe(2);
    expect(await enqueueMails(ctx.db, [mail(2), mail(3)])).toBe(1);
    expect((await rows()).map((r) => r.dedupe_key)).toEqual(['test:1', 'test:2', 'test:3']);
  });
});

describe('sending', () => {
  it('delivers a due mail to the SMTP server once and records it sent', async () => {
    await enqueueMails(ctx.db, [mail(1)]);
    expect(await worker().runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].to).toEqual(['person1@example.org']);
    expect(smtp.received[0].raw).toContain('Subject: Mail 1');
    const [row] = await rows();
    expect(row).toMatchObject({ attempts: 1, locked_until: null, last_error: null });
    expect(row.sent_at).not.toBeNull();
    expect(await worker().runOnce()).toEqual({ sent: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('retries after a back-off when the server refuses (451), then delivers once', async () => {
    await enqueueMails(ctx.db, [mail(1)]);
    smtp.refuse(1, 451);
    const w = worker({ backoffMs: 300 });
    expect(await w.runOnce()).toEqual({ sent: 0, failed: 1 });
    const [failed] = await rows();
    expect(failed).toMatchObject({ attempts: 1, sent_at: null, locked_until: null });
    expect(failed.last_error).toContain('451');
    expect(new Date(failed.next_attempt_at).getTime()).toBeGreaterThan(Date.now());
    // Not due yet: nothing is sent before the back-off has passed.
    expect(await w.runOnce()).toEqual({ sent: 0, failed: 0 });
    await sleep(350);
    expect(await w.runOnce()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.refusedCount()).toBeGreaterThanOrEqual(1);
    expect(smtp.received).toHaveLength(1);
    expect((await rows())[0]).toMatchObject({ attempts: 2, last_error: null });
  });

  it('gives up after the last attempt, and at once on a permanent refusal (550)', async () => {
    await enqueueMails(ctx.db, [mail(1)]);
    smtp.refuse(10, 451);
    const w = worker({ maxAttempts: 2, backoffMs: 1 });
    expect((await w.runOnce()).failed).toBe(1);
    await sleep(10);
    expect((await w.runOnce()).failed).toBe(1);
    await sleep(10);
    expect(await w.runOnce()).toEqual({ sent: 0, failed: 0 });
    expect((await rows())[0]).toMatchObject({ attempts: 2, sent_at: null });

    await ctx.db.execute(sql`delete from mail_outbox`);
    await enqueueMails(ctx.db, [mail(2)]);
    smtp.refuse(1, 550);
    const patient = worker({ backoffMs: 1 });
    expect(await patient.runOnce()).toEqual({ sent: 0, failed: 1 });
    await sleep(10);
    expect(await patient.runOnce()).toEqual({ sent: 0, failed: 0 });
    const given = (await rows()).find((r) => r.dedupe_key === 'test:2')!;
    expect(given.last_error).toContain('550');
    expect(smtp.received).toHaveLength(0);
  });

  it('survives a restart: mails left waiting, or held by a server that stopped mid-send, are sent by a new worker', async () => {
    await enqueueMails(ctx.db, [mail(1), mail(2)]);
    // The first server claimed mail 2 and stopped before sending it: the claim has run out since.
    await ctx.db.execute(sql`update mail_outbox set attempts = 1, locked_until = now() - interval '1 second' where dedupe_key = 'test:2'`);
    // …and a mail still held by a live round is left alone.
    await enqueueMails(ctx.db, [mail(3)]);
    await ctx.db.execute(sql`update mail_outbox set attempts = 1, locked_until = now() + interval '1 minute' where dedupe_key = 'test:3'`);
    const restarted = worker();
    expect(await restarted.runOnce()).toEqual({ sent: 2, failed: 0 });
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(['person1@example.org', 'person2@example.org']);
  });

  it('never sends a mail twice when two rounds run at the same time', async () => {
    await enqueueMails(
      ctx.db,
      Array.from({ length: 12 }, (_, i) => mail(i + 1)),
    );
    const results = await Promise.all([
      worker({ batchSize: 5 }).runOnce(),
      worker({ batchSize: 5 }).runOnce(),
      worker({ batchSize: 5 }).runOnce(),
    ]);
    const sent = results.reduce((n, r) => n + r.sent, 0);
    expect(sent).toBe(smtp.received.length);
    const rest = await worker({ batchSize: 20 }).runOnce();
    expect(sent + rest.sent).toBe(12);
    const ids = smtp.received.map((m) => m.messageId);
    expect(new Set(ids).size).toBe(12);
    expect(smtp.received).toHaveLength(12);
    expect((await rows()).every((r) => r.sent_at !== null && r.attempts === 1)).toBe(true);
  });

  it('gives every attempt of one mail the same Message-ID', async () => {
    await enqueueMails(ctx.db, [mail(1)]);
    await worker().runOnce();
    await ctx.db.execute(sql`update mail_outbox set sent_at = null`);
    await worker().runOnce();
    expect(smtp.received).toHaveLength(2);
    expect(smtp.received[0].messageId).toBeDefined();
    expect(smtp.received[1].messageId).toBe(smtp.received[0].messageId);
  });
});
