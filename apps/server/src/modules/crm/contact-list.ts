import {
  CONTACT_COLUMNS,
  CONTACT_ID_COLUMN,
  CRM_CSV_FILE,
  displayName,
  isLanguage,
  NOTIFY_ON_SEPARATOR,
  storedProvinceName,
  type Contact,
  type ContactListQuery,
  type ContactSort,
  type Paged,
} from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { readerText, toCsv, type CsvFile } from '../../lib/csv.js';
import { runList, runListAll, whereClause, type ListSource, textMatch } from '../../lib/list-query.js';
import { localName, readingLanguage } from '../../lib/reading-language.js';
import { versionSql } from '../../lib/record-version.js';

type Row = {
  id: number;
  version: string;
  brand_id: number;
  brand_name: string;
  current_brand_id: number | null;
  current_brand_name: string | null;
  trade_id: number;
  trade_name: string;
  province: string;
  first_name: string;
  last_name: string;
  phone: string;
  company: string;
  email: string | null;
  conversion_opportunity: boolean;
  notify_on: number[];
  language: string;
};

const fullName = sql`lower(c.first_name || ' ' || c.last_name)`;

/**
 * The CRM list (spec 3 §2). Contacts belong to no area: admins alone read them (access table), so
 * no area condition applies. `q` matches the names, the company and the e-mail.
 */
export const contactSource: ListSource<ContactSort> = {
  columns: sql`c.id, c.brand_id, b.name as brand_name, c.current_brand_id, cb.name as current_brand_name,
               c.trade_id, ${localName('t')} as trade_name, c.province, c.first_name, c.last_name, c.phone, c.company,
               c.email, c.conversion_opportunity, c.language, ${versionSql(sql`c.updated_at`)} as version,
               array(select s.subscription_type_id from contact_subscriptions s
                     where s.contact_id = c.id order by s.subscription_type_id) as notify_on`,
  from: sql`from contacts c
            join brands b on b.id = c.brand_id
            left join brands cb on cb.id = c.current_brand_id
            join trades t on t.id = c.trade_id`,
  countFrom: sql`from contacts c`,
  search: (q) => {
    return textMatch(q, [fullName, sql`c.last_name`, sql`c.company`, sql`coalesce(c.email, '')`]);
  },
  sorts: {
    id: sql`c.id`,
    name: [sql`lower(c.first_name)`, sql`lower(c.last_name)`],
    phone: sql`c.phone`,
    company: sql`lower(c.company)`,
    email: sql`lower(c.email)`,
    trade: sql`lower(${localName('t')})`,
    province: sql`c.province`,
    brand: sql`lower(b.name)`,
  },
  defaultSort: 'name',
  tiebreak: sql`c.id`,
};

function toContact(r: Row): Contact {
  return {
    id: r.id,
    version: r.version,
    brandID: r.brand_id,
    currentBrandID: r.current_brand_id,
    tradeID: r.trade_id,
    province: r.province,
    firstName: r.first_name,
    lastName: r.last_name,
    phone: r.phone,
    company: r.company,
    email: r.email,
    conversionOpportunity: r.conversion_opportunity ? 1 : 0,
    notifyOn: r.notify_on.map(String),
    language: isLanguage(r.language) ? r.language : 'en',
    name: displayName(r.first_name, r.last_name),
    brand: { id: r.brand_id, name: r.brand_name },
    currentBrand: r.current_brand_id ? { id: r.current_brand_id, name: r.current_brand_name ?? '' } : null,
    trade: { id: r.trade_id, name: r.trade_name },
  };
}

export async function listContacts(db: DbOrTx, query: ContactListQuery): Promise<Paged<Contact>> {
  const { rows, meta } = await runList<Row, ContactSort>(db, contactSource, query);
  return { data: rows.map(toContact), meta };
}

export async function findContact(db: DbOrTx, id: number): Promise<Contact | null> {
  const [row] = await queryRows<Row>(db, sql`select ${contactSource.columns} ${contactSource.from} ${whereClause([sql`c.id = ${id}`])}`);
  return row ? toContact(row) : null;
}

/**
 * crm.csv: every matching contact, with the BULK LIST template's columns after an ID, so the file
 * can be edited and imported again (the import ignores the ID and matches by e-mail).
 */
export async function contactsCsv(db: DbOrTx, query: ContactListQuery): Promise<CsvFile> {
  const rows = (await runListAll<Row, ContactSort>(db, contactSource, query)).map(toContact);
  const names = new Map(
    (
      await queryRows<{ id: number; name: string }>(db, sql`select st.id, ${localName('st')} as name from contact_subscription_types st`)
    ).map((s) => [String(s.id), s.name]),
  );
  const C = CONTACT_COLUMNS;
  const body = toCsv<Contact>(
    [
      { header: CONTACT_ID_COLUMN, value: (c) => c.id },
      { header: C.firstName, value: (c) => c.firstName },
      { header: C.lastName, value: (c) => c.lastName },
      { header: C.phone, value: (c) => c.phone },
      { header: C.company, value: (c) => c.company },
      { header: C.email, value: (c) => c.email },
      { header: C.brand, value: (c) => c.brand.name },
      { header: C.currentBrand, value: (c) => c.currentBrand?.name },
      { header: C.trade, value: (c) => c.trade.name },
      { header: C.province, value: (c) => storedProvinceName(c.province, readingLanguage()) },
      { header: C.conversionOpportunity, value: (c) => readerText(c.conversionOpportunity ? 'crm.yes' : 'crm.no') },
      { header: C.notifyOn, value: (c) => c.notifyOn.map((id) => names.get(id) ?? id).join(NOTIFY_ON_SEPARATOR) },
      { header: C.language, value: (c) => c.language },
    ],
    rows,
  );
  return { fileName: CRM_CSV_FILE, body };
}
