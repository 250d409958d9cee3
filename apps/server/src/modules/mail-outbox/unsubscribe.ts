import { isLanguage, type Language } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { nameInLanguageOf } from '../../lib/reading-language.js';

/**
 * Ends a contact's subscription of one type (the one-click link; nothing if it is already gone)
 * and answers, for the page, the contact's language and the subscription's name in it.
 */
export async function unsubscribeContact(
  db: DbOrTx,
  contactId: number,
  type: string,
): Promise<{ subscription: string; language: Language }> {
  const rows = await queryRows<{ name: string; language: string | null }>(
    db,
    sql`with st as (select id, name, name_fr from contact_subscription_types where type = ${type}),
             gone as (delete from contact_subscriptions cs using st where cs.contact_id = ${contactId} and cs.subscription_type_id = st.id)
        select ${nameInLanguageOf('st', sql`c.language`)} as name, c.language
          from st left join contacts c on c.id = ${contactId}`,
  );
  const language = isLanguage(rows[0]?.language) ? rows[0].language : 'en';
  return { subscription: rows[0]?.name ?? type, language };
}
