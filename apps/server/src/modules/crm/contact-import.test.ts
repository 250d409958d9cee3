import {
  CONTACT_IMPORT_MAX_CELL,
  CONTACT_IMPORT_MAX_ROWS,
  en,
  fr,
  translate,
  translateText,
  type ContactImportError,
  type ContactImportReason,
  type Language,
} from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { useTestApp } from '../../test/use-test-app.js';

const M = en.crm.import;
const { ctx, call } = useTestApp();

type Row = Record<string, string>;
const row = (over: Row = {}): Row => ({
  'First Name': 'Casey',
  'Last Name': 'Import',
  Phone: '416-555-0199',
  Company: 'Import Co',
  Email: 'casey.import@example.com',
  Brand: 'Milwaukee',
  'Current Brand': '',
  Trade: 'Plumber',
  Province: 'Ontario',
  'Conversion Opportunity': 'Yes',
  'Notify On': 'Wins; E-Learning',
  ...over,
});

const importRows = (rows: Row[]) => call('POST', '/contact/import', { rows });
const count = async () => (await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from contacts`))[0].n;
const byEmail = async (email: string) => (await call('GET', `/contact?q=${encodeURIComponent(email)}`)).json().data;

describe('POST /contact/import', () => {
  it('creates the valid rows, reports the others by line, and writes nothing for them', async () => {
    const before = await count();
    const res = await importRows([
      row({ Email: 'one@import.example.com' }),
      row({ Email: 'two@import.example.com', Brand: 'ryobi', Trade: 'ELECTRICIAN', Province: 'qc', 'Notify On': 'weekly_good' }),
      row({ Email: 'bad@import.example.com', Brand: 'Nope', 'First Name': '' }),
      {},
      row({ Email: 'not an email', 'Conversion Opportunity': 'maybe', Province: 'Atlantis', 'Notify On': 'Gossip' }),
      row({ Email: 'one@import.example.com', 'First Name': 'Again' }),
      row({ Email: 'three@import.example.com', Trade: '' }),
    ]);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.created).toBe(2);
    expect(data.updated).toBe(0);
    expect(data.errors).toMatchObject([
      { line: 4, messages: ["Brand: none is named 'Nope'.", 'First Name is required.'] },
      {
        line: 6,
        messages: [
          'Conversion Opportunity: enter Yes or No.',
          "Notify On: none is named 'Gossip'.",
          `Province: ${en.crm.provinceInvalid}`,
          `Email: ${en.crm.emailInvalid}`,
        ],
      },
      { line: 7, messages: [M.duplicate.replace('{{line}}', '2')] },
      { line: 8, messages: ['Trade is required.'] },
    ]);
    expect(await count()).toBe(before + 2);
    const [two] = await byEmail('two@import.example.com');
    expect(two).toMatchObject({
      brand: { name: 'RYOBI' },
      trade: { name: 'Electrician' },
      province: 'Quebec',
      notifyOn: ['2'],
      conversionOpportunity: 1,
    });
    expect(await byEmail('bad@import.example.com')).toEqual([]);
  });

  it('refuses a cell too long on its line, naming its column, and imports the other lines', async () => {
    const before = await count();
    const long = 'x'.repeat(CONTACT_IMPORT_MAX_CELL + 1);
    const res = await importRows([
      row({ Email: 'short@import.example.com' }),
      row({ Email: 'long.brand@import.example.com', Brand: long }),
      row({ Email: 'long.notes@import.example.com', 'Notify On': 'x'.repeat(100_000), 'First Name': 'y'.repeat(101) }),
      row({ Email: 'after@import.example.com' }),
    ]);
    expect(res.statusCode).toBe(200);
    const tooLong = (field: string, max: number) => M.tooLong.replace('{{field}}', field).replace('{{max}}', String(max));
    expect(res.json().data).toMatchObject({
      created: 2,
      updated: 0,
      errors: [
        { line: 3, messages: [tooLong('Brand', CONTACT_IMPORT_MAX_CELL)] },
        { line: 4, messages: [tooLong('First Name', 100), tooLong('Notify On', CONTACT_IMPORT_MAX_CELL)] },
      ],
    });
    expect(await count()).toBe(before + 2);
    expect(await byEmail('after@import.example.com')).toHaveLength(1);
    expect(await byEmail('long.brand@import.example.com')).toEqual([]);
  });

  it('names each reason by its catalog key, so that a French reader reads it in French, the form’s message too', async () => {
    const res = await importRows([
      row({ Email: 'keys.one@import.example.com' }),
      row({ Email: 'not an email', Brand: 'Nope', 'First Name': '', Province: 'Atlantis', 'Conversion Opportunity': 'maybe' }),
      row({ Email: 'keys.one@import.example.com', Phone: 'call me', Company: 'x'.repeat(201) }),
    ]);
    const errors = res.json().data.errors as ContactImportError[];
    /** A reason in a language, as the web says it: the values that are catalog texts in that language too. */
    const say = (language: Language, { key, params, paramKeys }: ContactImportReason) => {
      const inner = Object.entries(paramKeys ?? {}).map(([name, text]) => [name, translate(language, text.key, text.params)!]);
      return translate(language, key, { ...params, ...Object.fromEntries(inner) });
    };
    for (const { messages, reasons } of errors) expect(reasons.map((r) => say('en', r))).toEqual(messages);
    const I = fr.crm.import;
    expect(errors.map(({ line, reasons }) => ({ line, reasons: reasons.map((r) => say('fr', r)) }))).toEqual([
      {
        line: 3,
        reasons: [
          I.yesOrNo.replace('{{field}}', 'Conversion Opportunity'),
          I.unknownName.replace('{{field}}', 'Brand').replace('{{name}}', 'Nope'),
          I.required.replace('{{field}}', 'First Name'),
          // The French of the form's own English text (two catalog keys share this English one).
          `Province\u00a0: ${translateText('fr', en.crm.provinceInvalid)}`,
          `Email\u00a0: ${fr.crm.emailInvalid}`,
        ],
      },
      {
        line: 4,
        reasons: [I.tooLong.replace('{{field}}', 'Company').replace('{{max}}', '200'), `Phone\u00a0: ${fr.masterData.phoneFormat}`],
      },
    ]);
  });

  it('updates by e-mail (any case) instead of duplicating when the same file comes again', async () => {
    const rows = [row({ Email: 'again@import.example.com' }), row({ Email: '', 'First Name': 'Nomail', Company: 'Quiet Ltd' })];
    const first = (await importRows(rows)).json().data;
    expect(first).toEqual({ created: 2, updated: 0, errors: [] });
    const before = await count();
    const second = (await importRows([{ ...rows[0], Email: 'AGAIN@Import.example.com', Company: 'Renamed Inc' }, rows[1]])).json().data;
    expect(second).toEqual({ created: 0, updated: 2, errors: [] });
    expect(await count()).toBe(before);
    const [again] = await byEmail('again@import.example.com');
    expect(again).toMatchObject({ company: 'Renamed Inc', email: 'again@import.example.com', notifyOn: ['1', '3'] });
  });

  it('imports crm.csv as exported (the ID column naming the contact, apostrophes before formulas undone)', async () => {
    const [avery] = await byEmail('avery.lindqvist.1@contacts.example.com');
    const res = await importRows([
      {
        ID: String(avery.id),
        ...row({
          Email: avery.email,
          'First Name': 'Avery',
          'Last Name': 'Lindqvist',
          Phone: "'+1 613 555 0100",
          'Notify On': 'Wins; Weekly Goods',
        }),
      },
    ]);
    expect(res.json().data).toEqual({ created: 0, updated: 1, errors: [] });
    expect((await call('GET', `/contact/${avery.id}`)).json().data).toMatchObject({ phone: '+1 613 555 0100', company: 'Import Co' });
  });

  it('takes the French names of trades, subscriptions and provinces, as a French reader exports them', async () => {
    const res = await importRows([
      row({ Email: 'francais@import.example.com', Trade: 'électricien', Province: 'Québec', 'Notify On': 'Réussites; Formation en ligne' }),
    ]);
    expect(res.json().data).toEqual({ created: 1, updated: 0, errors: [] });
    const [contact] = await byEmail('francais@import.example.com');
    expect(contact).toMatchObject({ trade: { name: 'Electrician' }, province: 'Quebec', notifyOn: ['1', '3'] });
  });

  it('refuses a file without the required columns or with unknown ones, and empty or oversized lists', async () => {
    // Without an ID or an Email column, Email is named too (see below).
    const missing = await importRows([{ 'First Name': 'A', Trade: 'Plumber' }]);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe(M.missingColumns.replace('{{columns}}', "'Brand', 'Email'"));
    const unknown = await importRows([{ ...row(), Fax: '1' }]);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe(M.unknownColumns.replace('{{columns}}', "'Fax'"));
    const empty = await importRows([]);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe(M.noRows);
    const tooMany = await importRows(Array.from({ length: CONTACT_IMPORT_MAX_ROWS + 1 }, () => ({ 'First Name': 'x' })));
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().message).toBe(M.tooManyRows.replace('{{max}}', String(CONTACT_IMPORT_MAX_ROWS)));
    for (const payload of [{ rows: [{ 'First Name': 1 }] }, { rows: 'x' }, {}]) {
      expect((await call('POST', '/contact/import', payload)).statusCode).toBe(422);
    }
  });

  it(`takes ${CONTACT_IMPORT_MAX_ROWS} rows in one go`, async () => {
    const rows = Array.from({ length: CONTACT_IMPORT_MAX_ROWS }, (_, i) =>
      row({ Email: `bulk${i}@import.example.com`, 'First Name': `Bulk${i}` }),
    );
    const before = await count();
    const res = await importRows(rows);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ created: CONTACT_IMPORT_MAX_ROWS, updated: 0, errors: [] });
    expect(await count()).toBe(before + CONTACT_IMPORT_MAX_ROWS);
    const subs = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from contact_subscriptions s join contacts c on c.id = s.contact_id where c.email like 'bulk%@import.example.com'`,
    );
    expect(subs[0].n).toBe(2 * CONTACT_IMPORT_MAX_ROWS);
  });

  it('takes an optional Language column (en or fr, or the name): English when absent, kept on update when blank', async () => {
    const res = await importRows([
      row({ Email: 'lang.fr@import.example.com', Language: 'fr' }),
      row({ Email: 'lang.francais@import.example.com', Language: 'Français' }),
      row({ Email: 'lang.none@import.example.com', Language: '' }),
      row({ Email: 'lang.bad@import.example.com', Language: 'de' }),
    ]);
    expect(res.json().data).toMatchObject({
      created: 3,
      errors: [{ line: 5, messages: [M.language.replace('{{field}}', 'Language')] }],
    });
    const language = async (email: string) => (await byEmail(email))[0]?.language;
    expect(await language('lang.fr@import.example.com')).toBe('fr');
    expect(await language('lang.francais@import.example.com')).toBe('fr');
    expect(await language('lang.none@import.example.com')).toBe('en');
    // A file without the column, and a blank cell, keep a known contact's language.
    await importRows([row({ Email: 'lang.fr@import.example.com' }), row({ Email: 'lang.francais@import.example.com', Language: ' ' })]);
    expect(await language('lang.fr@import.example.com')).toBe('fr');
    expect(await language('lang.francais@import.example.com')).toBe('fr');
    await importRows([row({ Email: 'lang.fr@import.example.com', Language: 'English' })]);
    expect(await language('lang.fr@import.example.com')).toBe('en');
  });

  it('changes on update only the fields of the columns the file has; a blank cell still empties its field', async () => {
    await importRows([row({ Email: 'partial@import.example.com', 'Current Brand': 'RIDGID', Language: 'fr' })]);
    const [before] = await byEmail('partial@import.example.com');
    const partial = { 'First Name': 'Amelia', Brand: 'RIDGID', Trade: 'Electrician' };
    const res = await importRows([
      { ...partial, Email: 'partial@import.example.com', Phone: '' },
      { ...partial, Email: 'partial.new@import.example.com', Phone: '' },
    ]);
    expect(res.json().data).toEqual({ created: 1, updated: 1, errors: [] });
    const after = (await call('GET', `/contact/${before.id}`)).json().data;
    expect(after).toMatchObject({
      firstName: 'Amelia',
      lastName: before.lastName,
      phone: '',
      company: before.company,
      province: before.province,
      currentBrandID: before.currentBrandID,
      conversionOpportunity: before.conversionOpportunity,
      language: 'fr',
      notifyOn: before.notifyOn,
    });
    expect(before.notifyOn).toEqual(['1', '3']);
    // A new contact gets the defaults of the columns the file lacks.
    const [fresh] = await byEmail('partial.new@import.example.com');
    expect(fresh).toMatchObject({ lastName: '', company: '', notifyOn: [], language: 'en' });
    // A Notify On column present but blank unsubscribes.
    await importRows([{ ...partial, Email: 'partial@import.example.com', 'Notify On': '' }]);
    expect((await call('GET', `/contact/${before.id}`)).json().data).toMatchObject({ notifyOn: [], lastName: before.lastName });
  });

  it('updates the contact a row’s ID names, its e-mail too; refuses on its line an unknown ID or another contact’s e-mail', async () => {
    await importRows([row({ Email: 'by.id@import.example.com' }), row({ Email: 'other.id@import.example.com' })]);
    const [mine] = await byEmail('by.id@import.example.com');
    const [other] = await byEmail('other.id@import.example.com');
    const before = await count();
    const res = await importRows([
      { ID: String(mine.id), ...row({ Email: 'by.id.changed@import.example.com', Company: 'Moved Inc' }) },
      { ID: '99999999', ...row({ Email: 'ghost@import.example.com' }) },
      { ID: 'x1', ...row({ Email: 'ghost2@import.example.com' }) },
      { ID: String(other.id), ...row({ Email: 'BY.ID.changed@import.example.com' }) },
      { ID: '', ...row({ Email: 'other.id@import.example.com', Company: 'By Mail' }) },
    ]);
    expect(res.statusCode).toBe(200);
    const unknownId = (id: string) => M.unknownId.replace('{{field}}', 'ID').replace('{{id}}', id);
    expect(res.json().data).toEqual({
      created: 0,
      updated: 2,
      errors: [
        { line: 3, messages: [unknownId('99999999')], reasons: [{ key: 'crm.import.unknownId', params: { field: 'ID', id: '99999999' } }] },
        { line: 4, messages: [unknownId('x1')], reasons: [expect.objectContaining({ key: 'crm.import.unknownId' })] },
        { line: 5, messages: [M.duplicate.replace('{{line}}', '2')], reasons: [expect.objectContaining({ key: 'crm.import.duplicate' })] },
      ],
    });
    expect(await count()).toBe(before);
    expect((await call('GET', `/contact/${mine.id}`)).json().data).toMatchObject({
      email: 'by.id.changed@import.example.com',
      company: 'Moved Inc',
    });
    expect((await call('GET', `/contact/${other.id}`)).json().data).toMatchObject({
      email: 'other.id@import.example.com',
      company: 'By Mail',
    });
    // An e-mail another contact has (not in the file) is refused as the form refuses it.
    const taken = await importRows([{ ID: String(other.id), ...row({ Email: 'by.id.changed@import.example.com' }) }]);
    expect(taken.statusCode).toBe(200);
    expect(taken.json().data).toEqual({
      created: 0,
      updated: 0,
      errors: [{ line: 2, messages: [en.crm.emailTaken], reasons: [{ key: 'crm.emailTaken' }] }],
    });
  });

  it('refuses a file with neither an ID nor an Email column, naming Email: its rows could not update the contacts they name', async () => {
    const before = await count();
    // Before, the row matched no one by name, company and phone (the file has no phone) and Avery came in twice.
    const res = await importRows([{ 'First Name': 'Avery', 'Last Name': 'Lindqvist', Brand: 'Milwaukee', Trade: 'Plumber' }]);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(M.missingColumns.replace('{{columns}}', "'Email'"));
    expect(await count()).toBe(before);
    // With an ID column and no Email, a row updates the contact its ID names.
    const [avery] = await byEmail('avery.lindqvist.1@contacts.example.com');
    const byId = await importRows([
      { ID: String(avery.id), 'First Name': 'Avery', 'Last Name': 'Lindqvist', Brand: 'RYOBI', Trade: 'Plumber' },
    ]);
    expect(byId.json().data).toEqual({ created: 0, updated: 1, errors: [] });
    expect(await count()).toBe(before);
    expect((await call('GET', `/contact/${avery.id}`)).json().data).toMatchObject({ brand: { name: 'RYOBI' }, email: avery.email });
  });

  it('updates by ID or e-mail from a file with only the columns it changes; a row that creates is refused on its line for each required column', async () => {
    await importRows([row({ Email: 'update.only@import.example.com', 'Current Brand': 'RIDGID' })]);
    const [contact] = await byEmail('update.only@import.example.com');
    const before = await count();
    // Before, the whole file was refused: 'The file has no column 'First Name', 'Brand', 'Trade''.
    const byId = await importRows([{ ID: String(contact.id), Phone: '613-555-0142' }]);
    expect(byId.json().data).toEqual({ created: 0, updated: 1, errors: [] });
    const byMail = await importRows([
      { Email: 'UPDATE.ONLY@import.example.com', Company: 'Only Company' },
      { Email: 'new.only@import.example.com', Company: 'New Co' },
      { Email: 'update.only@import.example.com', Company: 'Again' },
      { Email: '', Company: 'No e-mail Co' },
    ]);
    const required = (field: string) => M.required.replace('{{field}}', field);
    expect(byMail.json().data).toEqual({
      created: 0,
      updated: 1,
      errors: [
        {
          line: 3,
          messages: [required('First Name'), required('Brand'), required('Trade')],
          reasons: ['First Name', 'Brand', 'Trade'].map((field) => ({ key: 'crm.import.required', params: { field } })),
        },
        { line: 4, messages: [M.duplicate.replace('{{line}}', '2')], reasons: [expect.objectContaining({ key: 'crm.import.duplicate' })] },
        { line: 5, messages: [required('First Name'), required('Brand'), required('Trade')], reasons: expect.any(Array) },
      ],
    });
    expect(await count()).toBe(before);
    expect((await call('GET', `/contact/${contact.id}`)).json().data).toMatchObject({
      firstName: contact.firstName,
      brandID: contact.brandID,
      currentBrandID: contact.currentBrandID,
      tradeID: contact.tradeID,
      phone: '613-555-0142',
      company: 'Only Company',
      notifyOn: contact.notifyOn,
    });
    // The columns the file has are checked as usual; an ID row's blank required cell is still refused.
    const checked = await importRows([
      { ID: String(contact.id), Phone: 'call me', 'First Name': 'Kept' },
      { ID: String(contact.id), Phone: '', 'First Name': '' },
      { ID: '', Phone: '613-555-0100', 'First Name': 'Nobrand' },
    ]);
    expect(checked.json().data).toMatchObject({
      created: 0,
      updated: 0,
      errors: [
        { line: 2, messages: [`Phone: ${en.masterData.phoneFormat}`] },
        { line: 3, messages: [required('First Name')] },
        { line: 4, messages: [required('Brand'), required('Trade')] },
      ],
    });
    expect((await call('GET', `/contact/${contact.id}`)).json().data).toMatchObject({
      firstName: contact.firstName,
      phone: '613-555-0142',
    });
  });

  it('refuses as a duplicate a row naming by its old e-mail a contact another row changes by ID, or giving the e-mail another row gives', async () => {
    await importRows([row({ Email: 'moving@import.example.com' }), row({ Email: 'staying@import.example.com' })]);
    const [moving] = await byEmail('moving@import.example.com');
    const [staying] = await byEmail('staying@import.example.com');
    const before = await count();
    const duplicate = (line: number) => ({
      messages: [M.duplicate.replace('{{line}}', String(line))],
      reasons: [{ key: 'crm.import.duplicate', params: { line } }],
    });
    const res = await importRows([
      { ID: String(moving.id), ...row({ Email: 'moved@import.example.com', Company: 'By ID' }) },
      { ID: '', ...row({ Email: 'moving@import.example.com', Company: 'By old e-mail' }) },
      { ID: String(staying.id), ...row({ Email: 'MOVED@import.example.com' }) },
      { ID: '', ...row({ Email: 'moved@import.example.com', 'First Name': 'Fresh' }) },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      created: 0,
      updated: 1,
      errors: [
        { line: 3, ...duplicate(2) },
        { line: 4, ...duplicate(2) },
        { line: 5, ...duplicate(2) },
      ],
    });
    expect(await count()).toBe(before);
    expect((await call('GET', `/contact/${moving.id}`)).json().data).toMatchObject({ email: 'moved@import.example.com', company: 'By ID' });
    expect((await call('GET', `/contact/${staying.id}`)).json().data).toMatchObject({ email: 'staying@import.example.com' });

    // The other way round: the row by the old e-mail first, the ID row after it refused.
    const reverse = await importRows([
      { ID: '', ...row({ Email: 'moved@import.example.com', Company: 'By e-mail' }) },
      { ID: String(moving.id), ...row({ Email: 'moved.again@import.example.com' }) },
    ]);
    expect(reverse.json().data).toEqual({ created: 0, updated: 1, errors: [{ line: 3, ...duplicate(2) }] });
    expect((await call('GET', `/contact/${moving.id}`)).json().data).toMatchObject({
      email: 'moved@import.example.com',
      company: 'By e-mail',
    });
  });

  it('refuses a line break in a name, phone or company cell (a quoted CSV cell may hold one), naming the column', async () => {
    const res = await importRows([
      row({ Email: 'two.lines@import.example.com', 'First Name': 'Two\nLines', Company: 'Import\r\nCo' }),
      row({ Email: 'one.line@import.example.com' }),
    ]);
    const oneLine = (field: string) => M.fieldMessage.replace('{{field}}', field).replace('{{message}}', en.crm.oneLine);
    expect(res.json().data).toMatchObject({
      created: 1,
      errors: [
        {
          line: 2,
          messages: [oneLine('First Name'), oneLine('Company')],
          reasons: [
            { key: 'crm.import.fieldMessage', paramKeys: { message: { key: 'crm.oneLine' } } },
            { key: 'crm.import.fieldMessage', paramKeys: { message: { key: 'crm.oneLine' } } },
          ],
        },
      ],
    });
    expect(await byEmail('two.lines@import.example.com')).toEqual([]);
  });
});
