import {
  CONTACT_COLUMNS,
  CONTACT_ID_COLUMN,
  CONTACT_IMPORT_MAX_CELL,
  CONTACT_TEXT_MAX,
  contactBodySchema,
  en,
  findMessage,
  MAX_ID,
  PROVINCES,
  type ContactImportError,
  type ContactImportReason,
  type ContactImportResult,
  type ContactInput,
  type KeyedMessage,
  type Language,
  type MessageParams,
} from '@fieldops/contract';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { invalid } from '../../lib/app-error.js';
import { intArray } from '../../lib/sql-array.js';
import { contactValues, emailTaken, readLookups, setSubscriptions, unknownReferences, type ContactLookups } from './contact-service.js';

const M = en.crm.import;
type Column = keyof typeof CONTACT_COLUMNS;

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

/** Why a line is refused: in English (the line's `messages`) and by catalog key (its `reasons`). */
interface Reason {
  message: string;
  keyed: ContactImportReason;
}
type ReasonName = keyof Pick<
  typeof M,
  'tooLong' | 'unknownName' | 'yesOrNo' | 'language' | 'required' | 'fieldMessage' | 'duplicate' | 'unknownId'
>;

/** A reason of the import's own (crm.import.*); `paramKeys` names the values that are catalog texts themselves. */
const reason = (name: ReasonName, params: MessageParams, paramKeys?: Record<string, KeyedMessage>): Reason => ({
  message: fill(M[name], params),
  keyed: { key: `crm.import.${name}`, params, ...(paramKeys ? { paramKeys } : {}) },
});
/** A catalog text another check gave (the contact form's), by its key; a text the catalog lacks by the generic one. */
const keyedText = (message: string): Reason => ({ message, keyed: findMessage(message) ?? { key: 'errors.validation' } });

/** Template column → the contact field its problems are reported under. */
const FIELD_COLUMN: Record<string, Column> = {
  brandID: 'brand',
  currentBrandID: 'currentBrand',
  tradeID: 'trade',
  province: 'province',
  firstName: 'firstName',
  lastName: 'lastName',
  phone: 'phone',
  company: 'company',
  email: 'email',
  conversionOpportunity: 'conversionOpportunity',
  notifyOn: 'notifyOn',
  language: 'language',
};
const REQUIRED_COLUMNS = ['firstName', 'brand', 'trade'] as const satisfies Column[];
/** The contact form's field of each required column. */
const REQUIRED_FIELDS = { firstName: 'firstName', brand: 'brandID', trade: 'tradeID' } as const;

/**
 * The contact form's schema for the rows of a file: the required fields whose column the file
 * lacks are left out, for the rows that update a contact (a row that creates one is refused on its
 * line instead, `requiredToCreate`).
 */
const rowSchema = (present: ReadonlySet<Column>) => {
  const absent: Partial<Record<(typeof REQUIRED_FIELDS)[keyof typeof REQUIRED_FIELDS], true>> = {};
  for (const column of REQUIRED_COLUMNS) if (!present.has(column)) absent[REQUIRED_FIELDS[column]] = true;
  return contactBodySchema.partial(absent);
};
type RowSchema = ReturnType<typeof rowSchema>;

/** The reasons a row that would create a contact is refused for the required columns the file lacks. */
const requiredToCreate = (present: ReadonlySet<Column>): Reason[] =>
  REQUIRED_COLUMNS.filter((c) => !present.has(c)).map((c) => reason('required', { field: CONTACT_COLUMNS[c] }));
const YES = ['yes', 'y', '1', 'true', 'oui'];
const NO = ['no', 'n', '0', 'false', 'non', ''];
/** A Language cell: the code, or the language's name in English or in itself. */
const LANGUAGE_NAMES: Record<string, Language> = {
  en: 'en',
  english: 'en',
  anglais: 'en',
  fr: 'fr',
  french: 'fr',
  français: 'fr',
  francais: 'fr',
};

/**
 * Which template column each header of the file is (case and spaces aside). A header the template
 * does not have refuses the whole file: its data would otherwise be dropped. So does a file with
 * neither an ID nor an Email column, and then the required columns it lacks too: none of its rows
 * could name a contact it updates, so importing it again would add them all again. A file that
 * has one of them may lack a required column: its rows that update need only name their contact,
 * and one that would create a contact is refused on its line (`requiredToCreate`).
 */
function columnsOf(rows: Record<string, string>[]): Map<string, Column | null> {
  const byName = new Map<string, Column | null>(Object.entries(CONTACT_COLUMNS).map(([key, name]) => [name.toLowerCase(), key as Column]));
  // The ID column (crm.csv's) names the contact a row updates.
  byName.set(CONTACT_ID_COLUMN.toLowerCase(), null);
  const headers = new Map<string, Column | null>();
  const unknown: string[] = [];
  for (const header of new Set(rows.flatMap((row) => Object.keys(row)))) {
    const column = byName.get(header.trim().toLowerCase());
    if (column === undefined) {
      if (header.trim()) unknown.push(header.trim());
    } else headers.set(header, column);
  }
  if (unknown.length) {
    const message = fill(M.unknownColumns, { columns: unknown.map((h) => `'${h}'`).join(', ') });
    throw invalid(message, { rows: [message] });
  }
  const present = new Set(headers.values());
  if (present.has(null) || present.has('email')) return headers;
  const missing = [...REQUIRED_COLUMNS.filter((c) => !present.has(c)), 'email' as const].map((c) => `'${CONTACT_COLUMNS[c]}'`);
  const message = fill(M.missingColumns, { columns: missing.join(', ') });
  throw invalid(message, { rows: [message] });
}

/** A cell as typed: trimmed, and without the apostrophe crm.csv puts before a formula-like value. */
const clean = (value: string | undefined) => (value ?? '').trim().replace(/^'(?=[=+\-@])/, '');

/** Lower-cased name, French name (and type, and id) → id of each lookup, for the names a file gives. */
function nameIndex(lookups: ContactLookups, types: Map<number, string>) {
  const index = (map: Map<number, string>, french: Map<number, string>) =>
    new Map([...french, ...map].map(([id, name]) => [name.toLowerCase(), id]));
  const subscriptions = index(lookups.subscriptions, lookups.french.subscriptions);
  for (const [id, type] of types) subscriptions.set(type.toLowerCase(), id);
  for (const id of lookups.subscriptions.keys()) subscriptions.set(String(id), id);
  const provinces = new Map(
    PROVINCES.flatMap((p) => [
      [p.name.toLowerCase(), p.name] as const,
      [p.nameFr.toLowerCase(), p.name] as const,
      [p.code.toLowerCase(), p.name] as const,
    ]),
  );
  return {
    brands: index(lookups.brands, lookups.french.brands),
    trades: index(lookups.trades, lookups.french.trades),
    subscriptions,
    provinces,
  };
}
type NameIndex = ReturnType<typeof nameIndex>;

interface ParsedRow {
  line: number;
  input?: ContactInput;
  reasons: Reason[];
}

/** The contacts table's column each template column sets, on an update only when the file has it. */
const UPDATED_COLUMNS: [Column, SQL][] = [
  ['brand', sql`brand_id = v.brand_id`],
  ['currentBrand', sql`current_brand_id = v.current_brand_id`],
  ['trade', sql`trade_id = v.trade_id`],
  ['province', sql`province = v.province`],
  ['firstName', sql`first_name = v.first_name`],
  ['lastName', sql`last_name = v.last_name`],
  ['phone', sql`phone = v.phone`],
  ['company', sql`company = v.company`],
  ['email', sql`email = v.email`],
  ['conversionOpportunity', sql`conversion_opportunity = v.conversion_opportunity`],
];

/** Characters a cell of the column may hold: its field's limit, or any cell's. */
const cellLimit = (column: Column): number =>
  column in CONTACT_TEXT_MAX ? CONTACT_TEXT_MAX[column as keyof typeof CONTACT_TEXT_MAX] : CONTACT_IMPORT_MAX_CELL;

/**
 * One row of the file → the contact body, checked with the form's schema (`rowSchema` of the
 * file's columns), or its problems. A required field whose column the file lacks is left undefined:
 * an update does not write it, and a create is refused.
 */
function parseRow(row: Partial<Record<Column, string>>, line: number, names: NameIndex, schema: RowSchema): ParsedRow {
  const reasons: Reason[] = [];
  const reported = new Set<Column>();
  // A cell too long is reported as such, and read no further: not echoed in another message.
  const cells = { ...row };
  for (const column of Object.keys(CONTACT_COLUMNS) as Column[]) {
    const max = cellLimit(column);
    if ((cells[column] ?? '').length <= max) continue;
    reasons.push(reason('tooLong', { field: CONTACT_COLUMNS[column], max }));
    reported.add(column);
    cells[column] = '';
  }
  const unknownName = (column: Column, name: string) => {
    reasons.push(reason('unknownName', { field: CONTACT_COLUMNS[column], name }));
    reported.add(column);
  };
  const lookup = (column: Column, index: Map<string, number>) => {
    const name = cells[column] ?? '';
    if (!name) return null;
    const id = index.get(name.toLowerCase());
    if (id === undefined) unknownName(column, name);
    return id ?? null;
  };

  const flag = (cells.conversionOpportunity ?? '').toLowerCase();
  if (!YES.includes(flag) && !NO.includes(flag)) {
    reasons.push(reason('yesOrNo', { field: CONTACT_COLUMNS.conversionOpportunity }));
    reported.add('conversionOpportunity');
  }
  const languageCell = (cells.language ?? '').toLowerCase();
  const language = languageCell ? LANGUAGE_NAMES[languageCell] : undefined;
  if (languageCell && !language) {
    reasons.push(reason('language', { field: CONTACT_COLUMNS.language }));
    reported.add('language');
  }
  const notifyOn = (cells.notifyOn ?? '')
    .split(/[;,]/)
    .map((s) => s.trim())
    .filter(Boolean)
    .flatMap((name) => {
      const id = names.subscriptions.get(name.toLowerCase());
      if (id === undefined) unknownName('notifyOn', name);
      return id === undefined ? [] : [id];
    });
  // A column the file lacks has no cell: undefined, which the file's schema takes for a required field only if absent.
  const body = {
    brandID: 'brand' in cells ? (lookup('brand', names.brands) ?? 0) : undefined,
    currentBrandID: lookup('currentBrand', names.brands),
    tradeID: 'trade' in cells ? (lookup('trade', names.trades) ?? 0) : undefined,
    province: names.provinces.get((cells.province ?? '').toLowerCase()) ?? cells.province ?? '',
    firstName: cells.firstName,
    lastName: cells.lastName ?? '',
    phone: cells.phone ?? '',
    company: cells.company ?? '',
    email: cells.email ?? '',
    conversionOpportunity: YES.includes(flag) ? 1 : 0,
    notifyOn,
    language,
  };
  const result = schema.safeParse(body);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const column = FIELD_COLUMN[String(issue.path[0])];
      if (!column || reported.has(column)) continue;
      reported.add(column);
      const field = CONTACT_COLUMNS[column];
      const missing = issue.code === 'invalid_type' || (issue.code === 'too_small' && issue.minimum === 1);
      // The form's own message follows the column's name: its key too, so it is said in the reader's language.
      const inner = findMessage(issue.message);
      reasons.push(
        missing ? reason('required', { field }) : reason('fieldMessage', { field, message: issue.message }, inner && { message: inner }),
      );
    }
  }
  // The fields the schema left out are never read: not written on an update, and a create is refused.
  return { line, input: result.success && reasons.length === 0 ? (result.data as ContactInput) : undefined, reasons };
}

/**
 * What identifies a contact of the file without an ID: its e-mail, else its name, company and phone
 * (the first name undefined when the file has no such column: `rowSchema`).
 */
const identity = (c: Omit<ContactInput, 'firstName'> & { firstName?: string }) =>
  c.email ?? ['', c.firstName ?? '', c.lastName, c.company, c.phone].map((s) => s.toLowerCase()).join('\u001f');

/** Existing contacts the valid rows name, by identity (one query for all of them); the first when several share one. */
async function existingIds(tx: DbOrTx, keys: string[]): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  const rows = await queryRows<{ id: number; key: string }>(
    tx,
    sql`select id, key from (
          select id, coalesce(lower(email),
                   concat_ws(chr(31), '', lower(first_name), lower(last_name), lower(company), lower(phone))) as key
          from contacts) c
        where key in (select jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))
        order by id`,
  );
  const found = new Map<string, number>();
  for (const row of rows) if (!found.has(row.key)) found.set(row.key, row.id);
  return found;
}

const recordset = sql`as v(id int, brand_id int, current_brand_id int, trade_id int, province text, first_name text,
                          last_name text, phone text, company text, email text, conversion_opportunity boolean,
                          language text)`;
const asJson = (rows: { id: number; input: ContactInput }[]) =>
  JSON.stringify(
    rows.map(({ id, input }) => {
      const v = contactValues(input);
      return {
        id,
        brand_id: v.brandId,
        current_brand_id: v.currentBrandId,
        trade_id: v.tradeId,
        province: v.province,
        first_name: v.firstName,
        last_name: v.lastName,
        phone: v.phone,
        company: v.company,
        email: v.email,
        conversion_opportunity: v.conversionOpportunity,
        // null keeps a known contact's language; a new one gets English.
        language: input.language ?? null,
      };
    }),
  );

/**
 * Inserts the new contacts and updates the known ones, each in one statement whatever their number.
 * A known contact keeps the fields (and subscriptions) of the columns the file lacks (`present`);
 * a new one gets their defaults.
 */
async function writeContacts(
  tx: DbOrTx,
  fresh: ContactInput[],
  known: { id: number; input: ContactInput }[],
  present: ReadonlySet<Column>,
): Promise<void> {
  const ids = fresh.length
    ? await queryRows<{ id: number }>(
        tx,
        sql`select nextval(pg_get_serial_sequence('contacts', 'id'))::int as id from generate_series(1, ${fresh.length})`,
      )
    : [];
  const created = fresh.map((input, i) => ({ id: ids[i].id, input }));
  if (created.length) {
    await tx.execute(sql`insert into contacts (id, brand_id, current_brand_id, trade_id, province, first_name, last_name, phone,
                                               company, email, conversion_opportunity, language)
                         select v.id, v.brand_id, v.current_brand_id, v.trade_id, v.province, v.first_name, v.last_name, v.phone,
                                v.company, v.email, v.conversion_opportunity, coalesce(v.language, 'en')
                           from jsonb_to_recordset(${asJson(created)}::jsonb) ${recordset}`);
  }
  if (known.length) {
    const set = UPDATED_COLUMNS.filter(([column]) => present.has(column)).map(([, assignment]) => assignment);
    await tx.execute(sql`update contacts c set ${sql.join(set, sql`, `)}${set.length ? sql`, ` : sql``}
                           language = coalesce(v.language, c.language), updated_at = now()
                         from jsonb_to_recordset(${asJson(known)}::jsonb) ${recordset}
                         where c.id = v.id`);
  }
  await setSubscriptions(
    tx,
    [...created, ...(present.has('notifyOn') ? known : [])].map(({ id, input }) => ({ contactId: id, notifyOn: input.notifyOn })),
  );
}

/** The ids of the ID cells that name a contact. */
async function knownIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await queryRows<{ id: number }>(db, sql`select id from contacts where id = any(${intArray(ids)})`);
  return new Set(rows.map((r) => r.id));
}

/**
 * POST /contact/import (BULK LIST): each row is checked with the contact form's schema once its
 * brand, trade, province and subscriptions are resolved by name; the valid rows are written in one
 * transaction. A row with an ID (crm.csv's) updates that contact, an ID no contact has refusing the
 * line; a row without one whose e-mail (or, without one, name, company and phone) matches a contact
 * updates it, so importing the same file again creates no duplicates. An update changes only the
 * fields of the columns the file has, and needs only those that name its contact; a row that
 * creates one needs the required columns. Two rows writing one contact (one by its ID, the other
 * by its e-mail before the change) or giving one e-mail are refused after the first: the second
 * would undo it, or fail the whole file. Lines count from the header (line 1); blank rows are skipped.
 */
export async function importContacts(db: DbOrTx, rows: Record<string, string>[]): Promise<ContactImportResult> {
  const headers = columnsOf(rows);
  const present = new Set([...headers.values()].filter((c): c is Column => c !== null));
  const schema = rowSchema(present);
  const lookups = await readLookups(db, 'any');
  const types = new Map(
    (await queryRows<{ id: number; type: string }>(db, sql`select id, type from contact_subscription_types`)).map((r) => [r.id, r.type]),
  );
  const names = nameIndex(lookups, types);

  const parsedRows = rows.flatMap((row, index) => {
    const cells: Partial<Record<Column, string>> = {};
    let idCell = '';
    for (const [header, value] of Object.entries(row)) {
      const column = headers.get(header);
      if (column) cells[column] = clean(value);
      else if (column === null) idCell = clean(value);
    }
    if (!idCell && Object.values(cells).every((v) => !v)) return [];
    const id = /^\d+$/.test(idCell) && Number(idCell) <= MAX_ID ? Number(idCell) : null;
    return [{ idCell, id, parsed: parseRow(cells, index + 2, names, schema) }];
  });

  return db
    .transaction(async (tx) => {
      const ids = await knownIds(
        tx,
        parsedRows.flatMap((r) => (r.id === null ? [] : [r.id])),
      );
      // Who has each e-mail (and name, company and phone) of the file, the ID rows' new e-mails included.
      const existing = await existingIds(
        tx,
        parsedRows.flatMap(({ idCell, parsed: { input } }) =>
          !input ? [] : idCell ? (input.email ? [input.email] : []) : [identity(input)],
        ),
      );
      const errors: ContactImportError[] = [];
      const valid: { id: number | null; input: ContactInput }[] = [];
      const lineOf = new Map<string, number>();
      for (const { idCell, id, parsed } of parsedRows) {
        const { line, input, reasons } = parsed;
        const contactId = id !== null && ids.has(id) ? id : null;
        if (idCell && contactId === null) reasons.push(reason('unknownId', { field: CONTACT_ID_COLUMN, id: idCell }));
        if (input) {
          // The contact the row writes: its ID's, else the one its e-mail (or name, company and phone) names, else a new one.
          const target = idCell ? contactId : (existing.get(identity(input)) ?? null);
          if (!idCell && target === null) reasons.push(...requiredToCreate(present));
          const keys = [
            ...(target === null ? [] : [`#${target}`]),
            ...(input.email ? [`@${input.email}`] : target === null ? [identity(input)] : []),
          ];
          const first = keys.map((key) => lineOf.get(key)).find((l) => l !== undefined);
          if (first !== undefined) reasons.push(reason('duplicate', { line: first }));
          // A row with an ID is that contact; its e-mail, changed to another contact's, is refused as the form refuses it.
          const owner = target !== null && input.email ? existing.get(input.email) : undefined;
          if (owner !== undefined && owner !== target) reasons.push(keyedText(en.crm.emailTaken));
          // A required field whose column the file lacks is not written (an update): nothing to check.
          const unknown = Object.entries(unknownReferences(input, lookups)).filter(([field]) => present.has(FIELD_COLUMN[field]));
          reasons.push(...unknown.flatMap(([, messages]) => messages).map(keyedText));
          if (reasons.length === 0) {
            for (const key of keys) lineOf.set(key, line);
            valid.push({ id: target, input });
          }
        }
        if (reasons.length) errors.push({ line, messages: reasons.map((r) => r.message), reasons: reasons.map((r) => r.keyed) });
      }
      const known = valid.flatMap(({ id, input }) => (id === null ? [] : [{ id, input }]));
      const fresh = valid.flatMap(({ id, input }) => (id === null ? [input] : []));
      if (valid.length) await writeContacts(tx, fresh, known, present);
      return { created: fresh.length, updated: known.length, errors };
    })
    .catch((error: unknown) => {
      throw emailTaken(error);
    });
}
