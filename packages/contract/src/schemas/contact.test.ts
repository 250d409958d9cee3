import { describe, expect, it } from 'vitest';
import { interpolate, translateText } from '../message-keys.js';
import { crmMessages } from '../messages-crm.js';
import { CONTACT_IMPORT_MAX_CELL, contactBodySchema, contactImportSchema } from './contact.js';

const C = crmMessages;
const valid = { brandID: 1, tradeID: 2, firstName: 'Avery' };

describe('contactBodySchema', () => {
  it('fills the optional fields: blank texts, null e-mail, flag 0, no subscriptions', () => {
    expect(contactBodySchema.parse(valid)).toEqual({
      ...valid,
      currentBrandID: null,
      lastName: '',
      province: '',
      phone: '',
      company: '',
      email: null,
      conversionOpportunity: 0,
      notifyOn: [],
    });
  });

  it('refuses a line break inside a name, phone or company, and takes the one line trimmed of them', () => {
    for (const field of ['firstName', 'lastName', 'phone', 'company'] as const) {
      for (const text of ['613\n555 0142', '613\r\n555 0142', '613\r555 0142', '613\u2028555 0142']) {
        const result = contactBodySchema.safeParse({ ...valid, [field]: text });
        expect(
          result.error?.issues.map((i) => [i.path[0], i.message]),
          `${field} ${JSON.stringify(text)}`,
        ).toEqual([[field, C.oneLine]]);
      }
    }
    expect(contactBodySchema.parse({ ...valid, firstName: '\nAvery\r\n', phone: '613 555 0142\n' })).toMatchObject({
      firstName: 'Avery',
      phone: '613 555 0142',
    });
  });

  it('names Brand, First Name and Trade when missing, in the order the dialog lists them', () => {
    const result = contactBodySchema.safeParse({ brandID: 0, firstName: '  ', tradeID: null });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['brandID', C.fields.brandID],
      ['firstName', C.fields.firstName],
      ['tradeID', C.fields.tradeID],
    ]);
  });

  it('keeps notifyOn as sorted, distinct id strings and lower-cases the e-mail', () => {
    const parsed = contactBodySchema.parse({
      ...valid,
      notifyOn: ['3', 1, '1'],
      email: ' Avery@Example.COM ',
      conversionOpportunity: true,
    });
    expect(parsed).toMatchObject({ notifyOn: ['1', '3'], email: 'avery@example.com', conversionOpportunity: 1 });
  });

  it('refuses a province that is not one of the 13, a bad e-mail and a non-id subscription', () => {
    for (const [over, message] of [
      [{ province: 'ON' }, C.provinceInvalid],
      [{ email: 'nope' }, C.emailInvalid],
      [{ notifyOn: ['win'] }, C.subscriptionInvalid],
    ] as const) {
      const result = contactBodySchema.safeParse({ ...valid, ...over });
      expect(result.error?.issues[0].message).toBe(message);
    }
    expect(contactBodySchema.parse({ ...valid, province: 'Prince Edward Island' }).province).toBe('Prince Edward Island');
  });
});

describe('contactImportSchema', () => {
  it('takes a cell of any length: the import refuses its row by line and column, not the file', () => {
    const long = 'x'.repeat(CONTACT_IMPORT_MAX_CELL * 10);
    expect(contactImportSchema.safeParse({ rows: [{ 'First Name': 'A' }, { Company: long }] }).success).toBe(true);
    const message = interpolate(C.import.tooLong, { field: 'Company', max: CONTACT_IMPORT_MAX_CELL });
    expect(message).toBe('Company: at most 500 characters.');
    expect(translateText('fr', message)).toBe('Company\u00a0: au plus 500 caractères.');
  });
});
