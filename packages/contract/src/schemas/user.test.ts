import { describe, expect, it } from 'vitest';
import { userCreateSchema } from './user.js';

describe('user area rule with other problems', () => {
  it('lists the missing area together with a badly formed e-mail', () => {
    const result = userCreateSchema.safeParse({
      firstName: 'Kim',
      lastName: 'Lee',
      email: 'not-an-email',
      password: 'long-enough',
      role: 3,
    });
    const messages = result.error?.issues.map((i) => i.message);
    expect(messages?.length).toBe(2);
    expect(messages).toEqual(expect.arrayContaining(['Select the district']));
  });

  it('lists the missing area together with missing names', () => {
    const result = userCreateSchema.safeParse({ firstName: '', lastName: 'Lee', email: '', password: 'long-enough', role: 4 });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Enter the first name', 'Enter the email', 'Select the territory']);
  });
});
