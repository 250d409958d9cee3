import os from 'node:os';
import path from 'node:path';
import { en, fr, interpolate } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { createMailer } from '../../plugins/mail.js';
import { startSmtpServer } from '../../test/smtp-server.js';
import { useTestApp } from '../../test/use-test-app.js';
import { enqueueSubscriberMails } from './subscribers.js';
import { createOutboxWorker } from './worker.js';

const M = en.subscriberMail;
const WEEKLY_GOOD = 2; // contact_subscription_types: 1 win, 2 weekly_good, 3 e_learning
const E_LEARNING = 3;
const { ctx, call } = useTestApp({ env: { MAIL_OUTBOX_EVERY_S: '0' } });
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
const contact: Record<'subscribed' | 'noEmail' | 'otherType', number> = { subscribed: 0, noEmail: 0, otherType: 0 };
const record = { type: 'weekly_good', name: 'Week 47 deals', fileKey: `${'a'.repeat(32)}.pdf`, recordKey: 'weekly_good:9001' } as const;

async function addContact(firstName: string, email: string | null, subscriptionTypeId: number): Promise<number> {
  const [{ id }] = await queryRows<{ id: number }>(
    ctx.db,
    sql`insert into contacts (brand_id, trade_id, first_name, email) values (1, 1, ${firstName}, ${email}) returning id`,
  );
  await ctx.db.execute(sql`insert into contact_subscriptions (contact_id, subscription_type_id) values (${id}, ${subscriptionTypeId})`);
  return id;
}
const subscribed = async (contactId: number) =>
  (
    await queryRows(
      ctx.db,
      sql`select 1 from contact_subscriptions where contact_id = ${contactId} and subscription_type_id = ${WEEKLY_GOOD}`,
    )
  ).length === 1;

beforeAll(async () => {
  smtp = await startSmtpServer();
  // Only this file's contacts are subscribed to weekly goods, whatever the demo holds.
  await ctx.db.execute(sql`delete from contact_subscriptions where subscription_type_id = ${WEEKLY_GOOD}`);
  contact.subscribed = await addContact('Robin', 'robin.subscriber@example.org', WEEKLY_GOOD);
  contact.noEmail = await addContact('Nomail', null, WEEKLY_GOOD);
  contact.otherType = await addContact('Elle', 'elle.learner@example.org', E_LEARNING);
});
afterAll(async () => smtp?.close());

describe('subscriber e-mails', () => {
  let unsubscribeLink: string;

  it('enqueue one mail per subscribed contact with an e-mail, once per record', async () => {
    const count = await ctx.db.transaction((tx) => enqueueSubscriberMails(tx, ctx.app.config, record));
    expect(count).toBe(1);
    expect(await ctx.db.transaction((tx) => enqueueSubscriberMails(tx, ctx.app.config, record))).toBe(0);
    const [mail, ...others] = await queryRows<{ dedupe_key: string; to_address: string; subject: string; text: string }>(
      ctx.db,
      sql`select dedupe_key, to_address, subject, text from mail_outbox where dedupe_key like 'weekly_good:9001:%'`,
    );
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      dedupe_key: `weekly_good:9001:${contact.subscribed}`,
      to_address: 'robin.subscriber@example.org',
      subject: M.subject.replace('{{name}}', record.name),
    });
    expect(mail.text).toContain('Hello Robin');
    expect(mail.text).toContain(`http://fieldops.test/uploads/${record.fileKey}`);
    unsubscribeLink = /http:\/\/fieldops\.test\/api\/v1\/contact\/unsubscribe\/\S+/.exec(mail.text)![0];
  });

  it('go out through SMTP with a one-click List-Unsubscribe header', async () => {
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: 'Fieldops <no-reply@fieldops.test>',
      outboxDir: path.join(os.tmpdir(), 'unused'),
      log: pino({ level: 'silent' }),
    });
    await createOutboxWorker({ db: ctx.db, mailer, log: pino({ level: 'silent' }) }).runOnce();
    const delivered = smtp.received.find((m) => m.to.includes('robin.subscriber@example.org'));
    expect(delivered).toBeDefined();
    expect(delivered!.raw.replace(/\r\n\s+/g, ' ')).toContain(`List-Unsubscribe: <${unsubscribeLink}>`);
    expect(delivered!.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it('unsubscribe with one click, without signing in; a tampered link changes nothing', async () => {
    const url = new URL(unsubscribeLink).pathname;
    const token = url.split('/').pop()!;
    const tampered = token.replace(/^\d+/, String(contact.otherType));
    const forged = await ctx.app.inject({ method: 'GET', url: url.replace(token, tampered) });
    expect(forged.statusCode).toBe(404);
    expect(forged.body).toContain(M.invalidLink);
    expect(forged.body).toContain(`<title>${M.invalidLinkTitle} · Fieldops</title>`);
    const forgedPost = await ctx.app.inject({ method: 'POST', url: url.replace(token, tampered) });
    expect(forgedPost.statusCode).toBe(404);
    expect(forgedPost.json().message).toBe(M.invalidLink);
    for (const bad of ['nonsense', `${token.slice(0, -1)}x`, token.replace('weekly_good', 'win')]) {
      expect((await ctx.app.inject({ method: 'GET', url: url.replace(token, encodeURIComponent(bad)) })).statusCode, bad).toBe(404);
    }
    expect(await subscribed(contact.subscribed)).toBe(true);

    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain(M.unsubscribed.replace('{{subscription}}', 'Weekly Goods'));
    expect(res.body).toContain(`<title>${M.unsubscribedTitle} · Fieldops</title>`);
    expect(await subscribed(contact.subscribed)).toBe(false);
    // Twice, and by the mail client's one-click POST, is fine.
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url,
          payload: 'List-Unsubscribe=One-Click',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
      ).statusCode,
    ).toBe(204);
  });

  it('are not sent to a contact who unsubscribed, for the next record', async () => {
    expect(await ctx.db.transaction((tx) => enqueueSubscriberMails(tx, ctx.app.config, { ...record, recordKey: 'weekly_good:9002' }))).toBe(
      0,
    );
  });

  it("take the PDF's file id instead of its key", async () => {
    await ctx.db.execute(
      sql`insert into contact_subscriptions (contact_id, subscription_type_id) values (${contact.subscribed}, ${WEEKLY_GOOD})`,
    );
    const [file] = await queryRows<{ id: number; key: string }>(ctx.db, sql`select id, key from files order by id limit 1`);
    const byId = { type: record.type, name: record.name, fileId: file.id, recordKey: 'weekly_good:9003' };
    expect(await ctx.db.transaction((tx) => enqueueSubscriberMails(tx, ctx.app.config, byId))).toBe(1);
    const [mail] = await queryRows<{ text: string }>(
      ctx.db,
      sql`select text from mail_outbox where dedupe_key = ${`weekly_good:9003:${contact.subscribed}`}`,
    );
    expect(mail.text).toContain(`http://fieldops.test/uploads/${file.key}`);
  });
});

describe('the language of subscriber e-mails', () => {
  it("go out in the contact's language: French for a contact created in French, English otherwise", async () => {
    const body = { brandID: 1, tradeID: 1, firstName: 'Émilie', email: 'emilie.fr@example.org', notifyOn: [String(WEEKLY_GOOD)] };
    const created = await call('POST', '/contact', { ...body, language: 'fr' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.language).toBe('fr');
    const english = await call('POST', '/contact', { ...body, firstName: 'Emily', email: 'emily.en@example.org' });
    expect(english.json().data.language).toBe('en');

    const again = { ...record, recordKey: 'weekly_good:9004' };
    expect(await ctx.db.transaction((tx) => enqueueSubscriberMails(tx, ctx.app.config, again))).toBeGreaterThanOrEqual(2);
    const mails = await queryRows<{ to_address: string; subject: string; text: string }>(
      ctx.db,
      sql`select to_address, subject, text from mail_outbox where dedupe_key like 'weekly_good:9004:%'`,
    );
    const french = mails.find((m) => m.to_address === 'emilie.fr@example.org');
    const inEnglish = mails.find((m) => m.to_address === 'emily.en@example.org');
    expect(french?.subject).toBe(interpolate(fr.subscriberMail.subject, { name: record.name }));
    expect(french?.text.startsWith(interpolate(fr.subscriberMail.body.split('\n')[0], { firstName: 'Émilie' }))).toBe(true);
    expect(inEnglish?.subject).toBe(interpolate(en.subscriberMail.subject, { name: record.name }));
    expect(inEnglish?.text).toContain('Hello Emily');
    // The subscription is named in French in the mail, and the unsubscribe page is French too.
    expect(french?.text).toContain('Bulletins de la semaine');
    const link = new URL(/http:\/\/fieldops\.test\/api\/v1\/contact\/unsubscribe\/\S+/.exec(french!.text)![0]).pathname;
    const page = await ctx.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="fr-CA">');
    expect(page.body).toContain(interpolate(fr.subscriberMail.unsubscribed, { subscription: 'Bulletins de la semaine' }));
    const englishLink = new URL(/http:\/\/fieldops\.test\/api\/v1\/contact\/unsubscribe\/\S+/.exec(inEnglish!.text)![0]).pathname;
    const englishPage = await ctx.app.inject({ method: 'GET', url: englishLink });
    expect(englishPage.body).toContain('<html lang="en">');
    expect(englishPage.body).toContain(M.unsubscribed.replace('{{subscription}}', 'Weekly Goods'));
  });
});
