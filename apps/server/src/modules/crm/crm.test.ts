import { en } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { MALFORMED_BODIES, NON_ADMINS } from '../../test/requests.js';
import { useTestApp } from '../../test/use-test-app.js';

const C = en.crm;
const { ctx, call } = useTestApp();

const body = (over: Record<string, unknown> = {}) => ({
  brandID: 2,
  currentBrandID: 7,
  tradeID: 1,
  province: 'Ontario',
  firstName: 'Morgan',
  lastName: 'Test',
  phone: '613-555-0101',
  company: 'Test Electric',
  email: `morgan.${Math.random().toString(36).slice(2)}@example.com`,
  conversionOpportunity: 1,
  notifyOn: ['1', '3'],
  ...over,
});

const countContacts = async () => (await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from contacts`))[0].n;

describe('contact list', () => {
  it('pages 50 by default, with names, trade and province', async () => {
    const res = await call('GET', '/contact');
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    expect(meta).toMatchObject({ page: 1, perPage: 50 });
    expect(meta.total).toBeGreaterThanOrEqual(60);
    expect(data).toHaveLength(50);
    const avery = (await call('GET', '/contact?q=lindqvist')).json().data;
    expect(avery).toHaveLength(1);
    expect(avery[0]).toMatchObject({
      name: 'Avery Lindqvist',
      firstName: 'Avery',
      company: 'Bluewater Builders',
      province: 'Ontario',
      brandID: 1,
      brand: { id: 1, name: 'Milwaukee' },
      tradeID: 3,
      trade: { id: 3, name: 'Carpenter' },
      notifyOn: ['1', '2'],
    });
  });

  it('searches names, company and e-mail, and sorts', async () => {
    expect((await call('GET', '/contact?q=avery%20lind')).json().data.map((c: { name: string }) => c.name)).toEqual(['Avery Lindqvist']);
    const byCompany = (await call('GET', '/contact?q=bluewater&perPage=500')).json().data;
    expect(byCompany.length).toBeGreaterThan(1);
    expect(byCompany.every((c: { company: string }) => c.company === 'Bluewater Builders')).toBe(true);
    const byEmail = (await call('GET', '/contact?q=lindqvist.1@contacts')).json().data;
    expect(byEmail.map((c: { email: string }) => c.email)).toEqual(['avery.lindqvist.1@contacts.example.com']);
    const desc = (await call('GET', '/contact?sort=-company&perPage=500'))
      .json()
      .data.map((c: { company: string }) => c.company.toLowerCase());
    expect(desc).toEqual([...desc].sort().reverse());
    for (const qs of ['sort=password', 'perPage=501', 'page=0', 'format=xml'])
      expect((await call('GET', `/contact?${qs}`)).statusCode, qs).toBe(422);
  });

  it('downloads every matching contact as crm.csv with the template columns', async () => {
    const res = await call('GET', '/contact?format=csv&q=lindqvist');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="crm.csv"');
    const lines = res.body.trim().split(/\r\n/);
    expect(lines[0]).toBe(
      'ID,First Name,Last Name,Phone,Company,Email,Brand,Current Brand,Trade,Province,Conversion Opportunity,Notify On,Language',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      /^\d+,Avery,Lindqvist,[\d-]+,Bluewater Builders,avery\.lindqvist\.1@contacts\.example\.com,Milwaukee,[^,]*,Carpenter,Ontario,(Yes|No),Wins; Weekly Goods,en$/,
    );
    const all = await call('GET', '/contact?format=csv&perPage=1');
    expect(all.body.trim().split(/\r\n/).length - 1).toBe(await countContacts());
  });

  it('is for admins only: 403 for every other role, 401 without a token', async () => {
    const id = (await call('GET', '/contact?q=lindqvist')).json().data[0].id;
    for (const who of NON_ADMINS) {
      for (const [method, url, payload] of [
        ['GET', '/contact'],
        ['GET', `/contact/${id}`],
        ['POST', '/contact', body()],
        ['PUT', `/contact/${id}`, body()],
        ['DELETE', `/contact/${id}`],
        ['POST', '/contact/import', { rows: [{ 'First Name': 'X' }] }],
      ] as const) {
        expect((await call(method, url, payload, who)).statusCode, `${who} ${method} ${url}`).toBe(403);
      }
    }
    expect((await call('GET', '/contact', undefined, 'nobody')).statusCode).toBe(401);
    expect((await call('GET', `/contact/${id}`)).statusCode).toBe(200);
  });
});

describe('contact writes', () => {
  it('creates (201), reads, updates and deletes (204) a contact with its subscriptions', async () => {
    const created = await call('POST', '/contact', body({ email: 'Morgan.Case@Example.com' }));
    expect(created.statusCode).toBe(201);
    const contact = created.json().data;
    expect(contact).toMatchObject({
      name: 'Morgan Test',
      email: 'morgan.case@example.com',
      brand: { name: 'RYOBI' },
      currentBrand: { id: 7, name: 'DeWalt' },
      trade: { name: 'Electrician' },
      conversionOpportunity: 1,
      notifyOn: ['1', '3'],
    });
    expect((await call('GET', `/contact/${contact.id}`)).json().data).toEqual(contact);

    const updated = await call('PUT', `/contact/${contact.id}`, {
      ...body({ email: '', currentBrandID: null, province: '', notifyOn: [2], conversionOpportunity: 0 }),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ email: null, currentBrand: null, province: '', notifyOn: ['2'], conversionOpportunity: 0 });

    expect((await call('DELETE', `/contact/${contact.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/contact/${contact.id}`)).statusCode).toBe(404);
    const left = await queryRows(ctx.db, sql`select 1 from contact_subscriptions where contact_id = ${contact.id}`);
    expect(left).toHaveLength(0);
  });

  it("answers 'Some fields are required!' naming Brand, First Name and Trade", async () => {
    const res = await call('POST', '/contact', { firstName: '  ', brandID: 0 });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Some fields are required!');
    expect(Object.keys(res.json().errors).sort()).toEqual(['brandID', 'firstName', 'tradeID']);
    expect(res.json().errors.firstName).toEqual([C.fields.firstName]);
  });

  it('refuses a bad e-mail, province, subscription, brand or trade with its message', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: 'not-an-email' }, 'email', C.emailInvalid],
      [{ province: 'Ontarioo' }, 'province', C.provinceInvalid],
      [{ notifyOn: ['x'] }, 'notifyOn.0', C.subscriptionInvalid],
      [{ notifyOn: ['99'] }, 'notifyOn', C.subscriptionInvalid],
      [{ brandID: 999 }, 'brandID', C.brandNotFound],
      [{ currentBrandID: 999 }, 'currentBrandID', C.brandNotFound],
      [{ tradeID: 999 }, 'tradeID', C.tradeNotFound],
    ];
    const before = await countContacts();
    for (const [over, field, message] of cases) {
      const res = await call('POST', '/contact', body(over));
      expect(res.statusCode, field).toBe(422);
      expect(res.json().errors[field], field).toEqual([message]);
    }
    expect(await countContacts()).toBe(before);
  });

  it('refuses a line break in a name, phone or company (fields of one line), on create and on update', async () => {
    const before = await countContacts();
    for (const [field, value] of [
      ['firstName', 'Two\nLines'],
      ['lastName', 'Test\r\nAgain'],
      ['phone', '613-555\n0101'],
      ['company', 'Test\rElectric'],
    ]) {
      const res = await call('POST', '/contact', body({ [field]: value }));
      expect(res.statusCode, field).toBe(422);
      expect(res.json().errors[field], field).toEqual([C.oneLine]);
    }
    expect(await countContacts()).toBe(before);
    const created = (await call('POST', '/contact', body())).json().data;
    const edited = await call('PUT', `/contact/${created.id}`, body({ email: created.email, company: 'Line\u2028Separator' }));
    expect(edited.statusCode).toBe(422);
    expect(edited.json().errors.company).toEqual([C.oneLine]);
    expect((await call('GET', `/contact/${created.id}`)).json().data.company).toBe('Test Electric');
  });

  it('takes no retired brand or trade, except the ones a contact being edited already has', async () => {
    const stamp = Date.now();
    const brandID = (await call('POST', '/brand', { name: `Retiring brand ${stamp}` })).json().data.id as number;
    const tradeID = (await call('POST', '/trade', { name: `Retiring trade ${stamp}` })).json().data.id as number;
    const created = await call('POST', '/contact', body({ brandID, currentBrandID: brandID, tradeID }));
    expect(created.statusCode).toBe(201);
    expect((await call('DELETE', `/brand/${brandID}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/trade/${tradeID}`)).statusCode).toBe(204);

    const refused = await call('POST', '/contact', body({ brandID: 2, currentBrandID: brandID, tradeID }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ currentBrandID: [C.brandNotFound], tradeID: [C.tradeNotFound] });
    const { id, email } = created.json().data as { id: number; email: string };
    const kept = await call('PUT', `/contact/${id}`, body({ brandID, currentBrandID: brandID, tradeID, email, company: 'Kept Electric' }));
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data).toMatchObject({ brandID, tradeID, company: 'Kept Electric' });
  });

  it('keeps e-mails unique whatever their case: 409 with a clear message', async () => {
    const email = 'unique.case@example.com';
    const first = (await call('POST', '/contact', body({ email }))).json().data;
    const again = await call('POST', '/contact', body({ email: 'UNIQUE.Case@example.com' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: C.emailTaken, errors: { email: [C.emailTaken] } });
    const other = (await call('POST', '/contact', body())).json().data;
    const taken = await call('PUT', `/contact/${other.id}`, body({ email }));
    expect(taken.statusCode).toBe(409);
    expect((await call('PUT', `/contact/${first.id}`, body({ email, firstName: 'Same' }))).statusCode).toBe(200);
  });

  it('404 for an unknown contact on every route; 4xx for malformed input', async () => {
    expect((await call('GET', '/contact/999999')).json()).toMatchObject({ message: C.notFound, code: 'NOT_FOUND' });
    expect((await call('PUT', '/contact/999999', body())).statusCode).toBe(404);
    expect((await call('DELETE', '/contact/999999')).statusCode).toBe(404);
    for (const raw of MALFORMED_BODIES) {
      const res = await call.raw('POST', '/contact', raw);
      expect(res.statusCode, raw).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, raw).toBeLessThan(500);
    }
  });
});
