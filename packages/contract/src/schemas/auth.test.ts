import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.js';
import { en } from '../messages.js';
import { loginBodySchema, newPasswordBodySchema, passwordSchema, resetRequestBodySchema } from './auth.js';
import { myPasswordBodySchema, userCreateSchema, userPasswordBodySchema } from './user.js';

describe('auth schemas', () => {
  it('normalises the login e-mail', () => {
    expect(loginBodySchema.parse({ email: ' Admin@Example.COM ', password: 'x' }).email).toBe('admin@example.com');
  });
  it('refuses an empty new password with the spec message', () => {
    const result = newPasswordBodySchema.safeParse({ password: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('Enter the password');
  });
  it('refuses a reset request without a valid e-mail', () => {
    expect(resetRequestBodySchema.safeParse({ email: 'nope' }).success).toBe(false);
    expect(resetRequestBodySchema.safeParse({ email: 'fsr@example.com' }).success).toBe(true);
  });
});

describe('the password rule', () => {
  const issues = (schema: z.ZodType, body: unknown) => schema.safeParse(body).error?.issues.map((i) => i.message) ?? [];
  const bodies = [
    ['reset', newPasswordBodySchema, {}],
    ['user create', userCreateSchema, { firstName: 'Kim', lastName: 'Lee', email: 'kim@example.com', role: 1 }],
    ['admin set', userPasswordBodySchema, {}],
    ['My Account', myPasswordBodySchema, { currentPassword: 'old-one' }],
  ] as const;

  it.each(bodies)('%s takes 8 to 128 characters', (_, schema, rest) => {
    expect(issues(schema, { ...rest, password: 'x' })).toEqual([en.auth.passwordTooShort]);
    expect(issues(schema, { ...rest, password: 'x'.repeat(7) })).toEqual([en.auth.passwordTooShort]);
    expect(issues(schema, { ...rest, password: 'x'.repeat(PASSWORD_MIN_LENGTH) })).toEqual([]);
    expect(issues(schema, { ...rest, password: 'x'.repeat(PASSWORD_MAX_LENGTH) })).toEqual([]);
    expect(issues(schema, { ...rest, password: 'x'.repeat(PASSWORD_MAX_LENGTH + 1) })).toEqual([en.auth.passwordTooLong]);
    expect(issues(schema, { ...rest, password: '' })).toEqual([en.auth.passwordRequired]);
    expect(issues(schema, rest)).toEqual([en.auth.passwordRequired]);
  });

  it('counts characters as the user sees them, not UTF-16 units', () => {
    expect(passwordSchema.safeParse('🔑'.repeat(7)).success).toBe(false);
    expect(passwordSchema.safeParse('🔑'.repeat(8)).success).toBe(true);
    expect(passwordSchema.safeParse('🔑'.repeat(PASSWORD_MAX_LENGTH)).success).toBe(true);
  });
});
