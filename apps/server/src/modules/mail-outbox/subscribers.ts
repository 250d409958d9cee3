import { isLanguage, translate, type NewsletterType } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { enqueueMails } from './outbox.js';
import { unsubscribeSecret, unsubscribeToken, unsubscribeUrl } from './unsubscribe-token.js';
import { nameInLanguageOf } from '../../lib/reading-language.js';

/** What the mails need of the server's configuration. */
export type SubscriberMailConfig = Pick<Config, 'publicUrl' | 'dataDir' | 'unsubscribeSecret'>;

export type PublishedRecord = {
  /** The subscription type: a newsletter's type; a weekly good is 'weekly_good'. */
  type: NewsletterType;
  /** The record's name, as the mail's subject shows it. */
  name: string;
  /** Names the record once for ever, e.g. `newsletter:12` or `weekly_good:5`. */
  recordKey: string;
} & (
  | {
      /** The storage key of its PDF (a capability URL under /uploads, readable without signing in). */
      fileKey: string;
    }
  | {
      /** Or the id of its PDF's file record, whose key is read here. */
      fileId: number;
    }
);

/**
 * DESIGN §4: a newsletter or weekly good has been published — every contact subscribed to its type
 * and having an e-mail gets one mail with a link to the PDF and a one-click unsubscribe link. Call
 * it in the transaction that creates the record; the mails go to the outbox (one per contact,
 * `<recordKey>:<contactId>`, so a retried create never mails anyone twice). Answers how many.
 */
export async function enqueueSubscriberMails(tx: DbOrTx, config: SubscriberMailConfig, record: PublishedRecord): Promise<number> {
  const contacts = await queryRows<{ id: number; email: string; first_name: string; language: string; subscription: string }>(
    tx,
    sql`select c.id, c.email, c.first_name, c.language,
               ${nameInLanguageOf('st', sql`c.language`)} as subscription
          from contacts c
          join contact_subscriptions cs on cs.contact_id = c.id
          join contact_subscription_types st on st.id = cs.subscription_type_id
         where st.type = ${record.type} and c.email is not null and c.email <> ''
         order by c.id`,
  );
  if (contacts.length === 0) return 0;
  const fileKey = 'fileKey' in record ? record.fileKey : await fileKeyOf(tx, record.fileId);
  const secret = unsubscribeSecret(config);
  const link = `${config.publicUrl}/uploads/${fileKey}`;
  return enqueueMails(
    tx,
    contacts.map((c) => {
      // In the contact's language, the subscription's name too (its French name, migration 0016).
      const language = isLanguage(c.language) ? c.language : 'en';
      return {
        dedupeKey: `${record.recordKey}:${c.id}`,
        to: c.email,
        subject: translate(language, 'subscriberMail.subject', { name: record.name }) ?? record.name,
        text:
          translate(language, 'subscriberMail.body', {
            firstName: c.first_name,
            name: record.name,
            link,
            subscription: c.subscription,
            unsubscribe: unsubscribeUrl(config, unsubscribeToken(secret, c.id, record.type)),
          }) ?? '',
      };
    }),
  );
}

async function fileKeyOf(tx: DbOrTx, fileId: number): Promise<string> {
  const [file] = await queryRows<{ key: string }>(tx, sql`select key from files where id = ${fileId}`);
  if (!file) throw new Error(`enqueueSubscriberMails: no file ${fileId}`);
  return file.key;
}
