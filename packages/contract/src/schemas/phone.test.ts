import { describe, expect, it } from 'vitest';
import { masterDataMessages } from '../messages-master-data.js';
import { contactBodySchema } from './contact.js';
import { isPhoneNumber } from './form-fields.js';
import { userCreateSchema } from './user.js';

const PHONE_FORMAT = masterDataMessages.masterData.phoneFormat;

describe('phone numbers', () => {
  it.each(['613-555-0142', '(613) 555-0142', '+1 613 555 0142', '613.555.0142', '416-555-0178 ext. 12', '6135550142 x3', '555-0142'])(
    'takes %s',
    (phone) => expect(isPhoneNumber(phone)).toBe(true),
  );

  it.each(['hello', 'abc', 'phone?', '555-014', '613-555-0142-9999-1234', '613 555 0142 ext', '+-', '6135550142 ext. 1234567'])(
    'refuses %s',
    (phone) => expect(isPhoneNumber(phone)).toBe(false),
  );

  it('is checked on users and CRM contacts, which may leave it blank (stores: store.test.ts)', () => {
    const issue = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) =>
      result.error?.issues.find((i) => i.path[0] === field)?.message;
    const user = { firstName: 'Kim', lastName: 'Lee', email: 'kim@example.com', password: 'long-enough', role: 1 };
    expect(issue(userCreateSchema.safeParse({ ...user, phone: 'not a phone' }), 'phone')).toBe(PHONE_FORMAT);
    expect(userCreateSchema.safeParse({ ...user, phone: '' }).success).toBe(true);

    const contact = { brandID: 1, tradeID: 2, firstName: 'Avery' };
    expect(issue(contactBodySchema.safeParse({ ...contact, phone: 'xyz' }), 'phone')).toBe(PHONE_FORMAT);
    expect(contactBodySchema.safeParse({ ...contact, phone: '' }).success).toBe(true);
  });
});
