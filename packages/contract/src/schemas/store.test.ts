import { describe, expect, it } from 'vitest';
import { masterDataMessages } from '../messages-master-data.js';
import { formatPostalCode, maskPostalCode, postalCodeSchema, storeBodySchema } from './store.js';

const valid = {
  territoryID: 3,
  name: 'Kingston East',
  storeNumber: '1042',
  addressLine1: '12 Princess St',
  city: 'Kingston',
  province: 9,
  postalCode: 'K7L 1A1',
  phoneNo: '613-555-0100',
};

const postalIssue = (postalCode: unknown) =>
  storeBodySchema.safeParse({ ...valid, postalCode }).error?.issues.find((i) => i.path[0] === 'postalCode')?.message;

describe('store postal code', () => {
  it('is stored without spaces, upper-cased, and shown as A1A 1A1', () => {
    expect(postalCodeSchema.parse(' k1a 0b1 ')).toBe('K1A0B1');
    expect(formatPostalCode('K1A0B1')).toBe('K1A 0B1');
    expect(postalIssue('K1A 0B1')).toBeUndefined();
  });

  it.each(['K1A 0B1X', 'K1A 0B12', 'XK1A 0B1', 'K1A 0B', '11A 0B1', 'K1A-0B1'])('refuses %s', (code) => {
    expect(postalIssue(code)).toBe('Enter the postal code as letter-digit-letter digit-letter-digit, for example K1A 0B1');
  });

  it('asks for a missing postal code by its field name', () => {
    expect(postalIssue('  ')).toBe('Postal Code');
    expect(postalIssue(undefined)).toBe('Postal Code');
  });
});

describe('store phone number', () => {
  const phoneIssue = (phoneNo: unknown) =>
    storeBodySchema.safeParse({ ...valid, phoneNo }).error?.issues.find((i) => i.path[0] === 'phoneNo')?.message;

  it('is required, and must read as a phone number', () => {
    expect(phoneIssue('hello')).toBe(masterDataMessages.masterData.phoneFormat);
    expect(phoneIssue(' ')).toBe('Phone Number');
    expect(phoneIssue('613-555-0100')).toBeUndefined();
  });
});

describe('maskPostalCode', () => {
  it('keeps letter-digit-letter digit-letter-digit, upper-cased, with the space after the third', () => {
    expect(maskPostalCode('k7l-3n6x')).toBe('K7L 3N6');
    expect(maskPostalCode('K7L 3N6')).toBe('K7L 3N6');
    expect(maskPostalCode('k7l')).toBe('K7L');
    expect(maskPostalCode('k7l3')).toBe('K7L 3');
    expect(maskPostalCode('77kk')).toBe('K');
    expect(maskPostalCode('')).toBe('');
  });
});
