import { describe, expect, it } from 'vitest';
import { loginBodySchema, newPasswordBodySchema, resetRequestBodySchema } from './auth.js';

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
