import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';

/**
 * Ends a contact's subscription of one type (the one-click link; nothing if it is already gone)
 * and answers the subscription's name for the page.
 */
export async function unsubscribeContact(db: DbOrTx, contactId: number, type: string): Promise<string> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`with st as (select id, name from contact_subscription_types where type = ${type}),
             gone as (delete from contact_subscriptions cs using st where cs.contact_id = ${contactId} and cs.subscription_type_id = st.id)
        select name from st`,
  );
  return rows[0]?.name ?? type;
}
