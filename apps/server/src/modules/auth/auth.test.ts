import { ACCOUNT_ATTEMPT_LIMIT, en, PASSWORD_MAX_LENGTH } from '@fieldops/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import type { Database, DatabaseHandle } from '../../db/client.js';
import { authAttempts, passwordResets, sessions, users } from '../../db/schema/index.js';
import type { MailMessage } from '../../plugins/mail.js';
import { DEMO, signIn, type TestContext } from '../../test/helpers.js';
import { useTestApp } from '../../test/use-test-app.js';
import { createInProcessEventBus } from '../../lib/events.js';

const { ctx, call } = useTestApp();

const login = (email: string, password: string, remoteAddress?: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/user/login', payload: { email, password }, remoteAddress });
const requestReset = (email: string, remoteAddress?: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/user/reset_password', payload: { email }, remoteAddress });

/** The token of the first reset link mailed to `email` after outbox entry `since`; the mail follows the answer. */
async function mailedToken(email: string, since: number): Promise<string> {
  const mailTo = () => ctx.outbox.slice(since).find((m) => m.to === email);
  await expect.poll(mailTo).toBeDefined();
  const match = mailTo()?.text.match(/http:\/\/fieldops\.test\/password\/([\w-]+)/);
  if (!match) throw new Error(`no reset link in the mail to ${email}`);
  return match[1];
}

let n = 0;
/** A user of its own (role 1, no area), so throttling one account leaves the demo accounts alone. */
async function newAccount(password = 'right-password') {
  const email = `throttled${++n}@example.com`;
  const res = await call('POST', '/user', { firstName: 'Tess', lastName: 'Tried', email, password, role: 1 });
  if (res.statusCode !== 201) throw new Error(`creating ${email}: ${res.body}`);
  return { email, password, id: res.json().data.id as number };
}

/** A promise the test resolves when it chooses. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('POST /user/login', () => {
  it.each([DEMO.admin, DEMO.dsm, DEMO.ds, DEMO.fsr])('signs in the demo account %s', async (email) => {
    const res = await login(email, DEMO.password);
    expect(res.statusCode).toBe(200);
    const { token, user } = res.json().data;
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(user.email).toBe(email);
    expect(user.name).toBe(`${user.firstName} ${user.lastName}`);
    // The organisation's zone, which decides the web app's "today" as the server's.
    expect(user.timeZone).toBe(ctx.app.config.tzOrg);
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
      expect(res.json()).toEqual({ message: en.auth.loginFailed, code: 'UNAUTHORIZED', messageKey: 'auth.loginFailed' });
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
    expect(res.json().data).toMatchObject({ email: DEMO.fsr, role: 4, area: { type: 'territory' }, timeZone: ctx.app.config.tzOrg });
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
    await ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/user/me', headers });
    expect(me.statusCode).toBe(401);
  });
});

describe('password reset', () => {
  const setPassword = (token: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: `/api/v1/user/password/${token}`, payload: { password } });

  it('answers the same whether or not the e-mail exists, and mails only a real user', async () => {
    const before = ctx.outbox.length;
    const unknown = await requestReset('ghost@example.com');
    const known = await requestReset(DEMO.fsr);
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json().data.message).toBe(en.auth.resetLinkSent);
    await mailedToken(DEMO.fsr, before);
    expect(ctx.outbox.slice(before).map((m) => m.to)).toEqual([DEMO.fsr]);
  });

  it('answers before looking the e-mail up and mailing: a mail that never leaves does not hold the answer', async () => {
    const held = gate();
    const send = ctx.app.mailer.send.bind(ctx.app.mailer);
    const spy = vi.spyOn(ctx.app.mailer, 'send').mockImplementation(async (message: MailMessage) => {
      await held.opened;
      await send(message);
    });
    try {
      const before = ctx.outbox.length;
      const res = await requestReset(DEMO.ds);
      expect(res.statusCode).toBe(200);
      // Answered while the mail is held; the link still arrives once the mail server answers.
      await expect.poll(() => spy.mock.calls.length).toBe(1);
      expect(ctx.outbox.length).toBe(before);
      held.open();
      await mailedToken(DEMO.ds, before);
    } finally {
      held.open();
      spy.mockRestore();
    }
  });

  // An app of its own, which the test closes (its hook closes it again, which does nothing).
  describe('a closing server', () => {
    const own = useTestApp({ demo: false }).ctx;

    it('a closing server sends the mails it still owes before it stops', async () => {
      await own.db.insert(users).values({ firstName: 'Sam', lastName: 'Sent', email: 'sam@example.com', passwordHash: 'none', role: 1 });
      const held = gate();
      const send = own.app.mailer.send.bind(own.app.mailer);
      const spy = vi.spyOn(own.app.mailer, 'send').mockImplementation(async (message: MailMessage) => {
        await held.opened;
        await send(message);
      });
      try {
        const reset = await own.app.inject({ method: 'POST', url: '/api/v1/user/reset_password', payload: { email: 'sam@example.com' } });
        expect(reset.statusCode).toBe(200);
        await expect.poll(() => spy.mock.calls.length).toBe(1);
        let closed = false;
        const closing = own.app.close().then(() => (closed = true));
        // One full turn of the event loop: a close that does not wait for the mail is done by then.
        await new Promise((resolve) => setImmediate(resolve));
        expect(closed).toBe(false);
        held.open();
        await closing;
        expect(own.outbox.map((m) => m.to)).toEqual(['sam@example.com']);
      } finally {
        held.open();
      }
    });
  });

  it('sets a new password once with the mailed link, and signs out old sessions', async () => {
    const old = await signIn(ctx.app, DEMO.ds);
    const before = ctx.outbox.length;
    await requestReset(DEMO.ds);
    const token = await mailedToken(DEMO.ds, before);
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

  it('a link whose token was cut short gets the invalid-link message, not a validation text', async () => {
    const res = await setPassword('abc', 'n3w-secret');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(en.auth.resetTokenInvalid);
  });

  it('using one link voids every other link of the user', async () => {
    const { email } = await newAccount();
    const before = ctx.outbox.length;
    await requestReset(email);
    const first = await mailedToken(email, before);
    await requestReset(email);
    const second = await mailedToken(email, before + 1);
    expect((await setPassword(second, 'second-link-pass')).statusCode).toBe(200);
    const old = await setPassword(first, 'first-link-pass');
    expect(old.statusCode).toBe(404);
    expect(old.json().message).toBe(en.auth.resetTokenInvalid);
    expect((await login(email, 'second-link-pass')).statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    const before = ctx.outbox.length;
    await requestReset(DEMO.admin);
    const token = await mailedToken(DEMO.admin, before);
    await ctx.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await setPassword(token, 'whatever1');
    expect(res.statusCode).toBe(404);
  });

  it('refuses an empty, a short and an overlong new password with the catalog messages', async () => {
    const { email } = await newAccount();
    const before = ctx.outbox.length;
    await requestReset(email);
    const token = await mailedToken(email, before);
    for (const [password, message] of [
      ['', en.auth.passwordRequired],
      ['x', en.auth.passwordTooShort],
      ['x'.repeat(7), en.auth.passwordTooShort],
      ['x'.repeat(PASSWORD_MAX_LENGTH + 1), en.auth.passwordTooLong],
    ]) {
      const res = await setPassword(token, password);
      expect(res.statusCode, password).toBe(422);
      expect(res.json().message, password).toBe(message);
    }
    // None of the refusals used up the link.
    expect((await setPassword(token, 'x'.repeat(PASSWORD_MAX_LENGTH))).statusCode).toBe(200);
  });

  it('refuses a malformed e-mail', async () => {
    const res = await requestReset('not-an-email');
    expect(res.statusCode).toBe(422);
  });
});

describe('per-client rate limit', () => {
  /** Four failed sign-ins, each for another e-mail, with the X-Forwarded-For the test chooses. */
  const attempts = async (app: TestContext['app'], forwardedFor: (i: number) => string) => {
    const codes = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        headers: { 'x-forwarded-for': forwardedFor(i) },
        payload: { email: `nobody${i}@example.com`, password: 'x' },
      });
      codes.push(res.statusCode);
    }
    return codes;
  };

  // Each app of its own, built in its describe's hook (a fresh database is no part of a test's time).
  describe('without a proxy named', () => {
    const limited = useTestApp({ demo: false, env: { AUTH_RATE_LIMIT: '3' } }).ctx;

    it('answers 429 with a message after too many sign-in attempts; a changing X-Forwarded-For does not get around it', async () => {
      expect(await attempts(limited.app, (i) => `203.0.113.${i}`)).toEqual([401, 401, 401, 429]);
      const res = await limited.app.inject({ method: 'POST', url: '/api/v1/user/login', payload: { email: 'a@b.c', password: 'x' } });
      expect(res.json()).toEqual({ message: en.auth.tooManyAttempts, code: 'RATE_LIMITED', messageKey: 'auth.tooManyAttempts' });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    });
  });

  describe('behind a named proxy', () => {
    const proxied = useTestApp({ demo: false, env: { AUTH_RATE_LIMIT: '3', TRUST_PROXY: '127.0.0.1' } }).ctx;

    it('with TRUST_PROXY naming the proxy, each address it forwards is a client of its own', async () => {
      expect(await attempts(proxied.app, (i) => `203.0.113.${i}`)).toEqual([401, 401, 401, 401]);
      expect(await attempts(proxied.app, () => '198.51.100.7')).toEqual([401, 401, 401, 429]);
    });
  });
});

describe('per-account throttle', () => {
  /** Failed sign-ins, each from another client address: the per-client limit plays no part. */
  const failures = async (email: string, count: number) => {
    for (let i = 0; i < count; i += 1) {
      expect((await login(email, `wrong-${i}`, `192.0.2.${i + 1}`)).statusCode).toBe(401);
    }
  };
  /** The 429 of a locked account: the English text, and its catalog key with the minutes to wait. */
  const locked = (minutes: number) => ({
    code: 'RATE_LIMITED',
    message: en.auth.accountLocked.replace('{{minutes}}', String(minutes)),
    messageKey: 'auth.accountLocked',
    params: { minutes },
  });
  /** Moves every counted attempt `minutes` into the past. */
  const age = (minutes: number) =>
    ctx.db.update(authAttempts).set({ createdAt: sql`${authAttempts.createdAt} - make_interval(mins => ${minutes})` });

  it(`after ${ACCOUNT_ATTEMPT_LIMIT} failed sign-ins for one e-mail, answers 429 with Retry-After from any address, even to the right password`, async () => {
    const account = await newAccount();
    await failures(account.email, ACCOUNT_ATTEMPT_LIMIT);
    const res = await login(account.email, account.password, '198.51.100.99');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(locked(15));
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Other accounts sign in as usual.
    expect((await login(DEMO.fsr, DEMO.password)).statusCode).toBe(200);
  });

  it('an unknown e-mail is throttled the same way, so a 429 tells nothing about who has an account', async () => {
    await failures('nobody-here@example.com', ACCOUNT_ATTEMPT_LIMIT);
    const res = await login('nobody-here@example.com', 'x');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(locked(15));
  });

  it('ends the wait when the oldest counted failure leaves the 15-minute window', async () => {
    const account = await newAccount();
    await failures(account.email, ACCOUNT_ATTEMPT_LIMIT);
    await age(14);
    const waiting = await login(account.email, account.password);
    expect(waiting.json()).toEqual(locked(1));
    expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(waiting.headers['retry-after'])).toBeLessThanOrEqual(60);
    await age(1);
    expect((await login(account.email, account.password)).statusCode).toBe(200);
  });

  it('a successful sign-in clears the failures of its e-mail', async () => {
    const account = await newAccount();
    await failures(account.email, ACCOUNT_ATTEMPT_LIMIT - 1);
    expect((await login(account.email, account.password)).statusCode).toBe(200);
    await failures(account.email, ACCOUNT_ATTEMPT_LIMIT - 1);
    expect((await login(account.email, account.password)).statusCode).toBe(200);
  });

  it('counts in the database, so another server instance on it refuses the same e-mail', async () => {
    const account = await newAccount();
    await failures(account.email, ACCOUNT_ATTEMPT_LIMIT);
    const database: DatabaseHandle = {
      db: ctx.db as Database,
      driver: ctx.app.dbDriver,
      migrate: async () => {},
      exclusively: (work) => work(),
      analyze: async () => {},
      events: createInProcessEventBus(),
      close: async () => {},
    };
    const second = await buildApp({
      config: loadConfig({ WEB_DIST: '/nonexistent' }),
      database,
      mailer: ctx.app.mailer,
      storage: ctx.storage,
    });
    try {
      const res = await second.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        payload: { email: account.email, password: account.password },
      });
      expect(res.statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });

  it('deletes counted attempts older than the window as new ones are written', async () => {
    await failures('stale@example.com', 3);
    await age(15);
    await failures('fresh@example.com', 1);
    expect(await ctx.db.select({ id: authAttempts.id }).from(authAttempts)).toHaveLength(1);
  });

  it(`throttles reset requests per e-mail: the ${ACCOUNT_ATTEMPT_LIMIT + 1}th in the window answers 429`, async () => {
    for (let i = 0; i < ACCOUNT_ATTEMPT_LIMIT; i += 1) {
      expect((await requestReset('forgetful@example.com', `192.0.2.${200 + i}`)).statusCode).toBe(200);
    }
    const res = await requestReset('forgetful@example.com', '198.51.100.1');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(locked(15));
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await requestReset('someone-else@example.com')).statusCode).toBe(200);
  });

  it('a reset with the mailed link clears the failed sign-ins of the e-mail', async () => {
    const account = await newAccount();
    await failures(account.email, ACCOUNT_ATTEMPT_LIMIT);
    const before = ctx.outbox.length;
    await requestReset(account.email);
    const token = await mailedToken(account.email, before);
    const res = await ctx.app.inject({ method: 'POST', url: `/api/v1/user/password/${token}`, payload: { password: 'remembered-now' } });
    expect(res.statusCode).toBe(200);
    expect((await login(account.email, 'remembered-now')).statusCode).toBe(200);
  });
});
