import { en } from '@fieldops/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passwordResets, sessions } from '../../db/schema/index.js';
import { createTestContext, DEMO, signIn } from '../../test/helpers.js';
import { useTestApp } from '../../test/use-test-app.js';

const { ctx } = useTestApp();

const login = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/user/login', payload: { email, password } });

describe('POST /user/login', () => {
  it.each([DEMO.admin, DEMO.dsm, DEMO.ds, DEMO.fsr])('signs in the demo account %s', async (email) => {
    const res = await login(email, DEMO.password);
    expect(res.statusCode).toBe(200);
    const { token, user } = res.json().data;
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(user.email).toBe(email);
    expect(user.name).toBe(`${user.firstName} ${user.lastName}`);
  });

  it('gives each role its area', async () => {
    const roles = await Promise.all([DEMO.admin, DEMO.dsm, DEMO.ds, DEMO.fsr].map((e) => login(e, DEMO.password)));
    const users = roles.map((r) => r.json().data.user);
    expect(users.map((u) => u.role)).toEqual([1, 2, 3, 4]);
    expect(users[0].area).toBeNull();
    expect(users.slice(1).map((u) => u.area.type)).toEqual(['region', 'district', 'territory']);
  });

  it('ignores case and spaces around the e-mail', async () => {
    expect((await login('  ADMIN@Example.com ', DEMO.password)).statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown e-mail with the same message', async () => {
    for (const res of [await login(DEMO.admin, 'wrong'), await login('nobody@example.com', DEMO.password)]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: en.auth.loginFailed, code: 'UNAUTHORIZED' });
    }
  });

  it('answers 4xx, never 5xx, to malformed bodies', async () => {
    const bodies = [undefined, '{not json', JSON.stringify({ email: 3 }), JSON.stringify([1, 2])];
    for (const payload of bodies) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, String(payload)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, String(payload)).toBeLessThan(500);
      expect(typeof res.json().message).toBe('string');
    }
  });
});

describe('sessions', () => {
  it('GET /user/me answers the signed-in user', async () => {
    const { headers } = await signIn(ctx.app, DEMO.fsr);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/user/me', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ email: DEMO.fsr, role: 4, area: { type: 'territory' } });
  });

  it('401 without a token, with a bad token and with a malformed header', async () => {
    for (const authorization of [undefined, 'Bearer nope-nope-nope', 'Basic abc']) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
    }
  });

  it('logout revokes the token', async () => {
    const { headers } = await signIn(ctx.app, DEMO.ds);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/v1/user/logout', headers });
    expect(out.statusCode).toBe(204);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/user/me', headers });
    expect(me.statusCode).toBe(401);
  });

  it('an expired token is refused', async () => {
    const { token, headers } = await signIn(ctx.app, DEMO.dsm);
    const { hashToken } = await import('../../lib/tokens.js');
    await ctx.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.tokenHash, hashToken(token)));
    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/user/me', headers });
    expect(me.statusCode).toBe(401);
  });
});

describe('password reset', () => {
  const requestReset = (email: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/user/reset_password', payload: { email } });
  const setPassword = (token: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: `/api/v1/user/password/${token}`, payload: { password } });
  const lastLinkToken = () => {
    const mail = ctx.outbox.at(-1);
    const match = mail?.text.match(/http:\/\/fieldops\.test\/password\/([\w-]+)/);
    if (!match) throw new Error('no reset link in the outbox');
    return match[1];
  };

  it('answers the same whether or not the e-mail exists, and mails only a real user', async () => {
    const before = ctx.outbox.length;
    const unknown = await requestReset('ghost@example.com');
    const known = await requestReset(DEMO.fsr);
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json().data.message).toBe(en.auth.resetLinkSent);
    expect(ctx.outbox.length).toBe(before + 1);
    expect(ctx.outbox.at(-1)?.to).toBe(DEMO.fsr);
  });

  it('sets a new password once with the mailed link, and signs out old sessions', async () => {
    const old = await signIn(ctx.app, DEMO.ds);
    await requestReset(DEMO.ds);
    const token = lastLinkToken();
    const res = await setPassword(token, 'n3w-secret');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toBe(en.auth.passwordReset);
    expect((await login(DEMO.ds, 'n3w-secret')).statusCode).toBe(200);
    expect((await login(DEMO.ds, DEMO.password)).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/user/me', headers: old.headers })).statusCode).toBe(401);

    const again = await setPassword(token, 'another-one');
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(en.auth.resetTokenInvalid);
  });

  it('refuses an expired link', async () => {
    await requestReset(DEMO.admin);
    const token = lastLinkToken();
    await ctx.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await setPassword(token, 'whatever1');
    expect(res.statusCode).toBe(404);
  });

  it('refuses an empty new password with a clear message', async () => {
    await requestReset(DEMO.dsm);
    const res = await setPassword(lastLinkToken(), '');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(en.auth.passwordRequired);
  });

  it('refuses a malformed e-mail', async () => {
    const res = await requestReset('not-an-email');
    expect(res.statusCode).toBe(422);
  });
});

describe('rate limiting', () => {
  it('answers 429 with a message after too many sign-in attempts', async () => {
    const limited = await createTestContext({ demo: false, env: { AUTH_RATE_LIMIT: '3' } });
    try {
      const attempt = () =>
        limited.app.inject({ method: 'POST', url: '/api/v1/user/login', payload: { email: 'a@b.c', password: 'x' } });
      const codes = [];
      for (let i = 0; i < 4; i += 1) codes.push((await attempt()).statusCode);
      expect(codes).toEqual([401, 401, 401, 429]);
      const res = await attempt();
      expect(res.json()).toEqual({ message: en.auth.tooManyAttempts, code: 'RATE_LIMITED' });
    } finally {
      await limited.close();
    }
  });
});
