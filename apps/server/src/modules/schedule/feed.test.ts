import { en, fr, interpolate } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { DEMO } from '../../test/helpers.js';
import { useTestApp } from '../../test/use-test-app.js';

const { ctx, call } = useTestApp();

/** The feed's own path below the server, from the link the API gave. */
const pathOf = (url: string) => new URL(url).pathname;
const fetchFeed = (path: string) => ctx.app.inject({ method: 'GET', url: path });
/** The feed's lines with RFC 5545 folding undone. */
const unfold = (body: string) => body.replace(/\r\n /g, '');

describe('the private calendar feed', () => {
  it('has no link until one is made; the link is given once, then only its date', async () => {
    const none = await call('GET', '/schedule/feed', undefined, 'ds');
    expect(none.statusCode).toBe(200);
    expect(none.json().data).toEqual({ active: false, createdAt: null, url: null });
    expect((await call.raw('POST', '/schedule/feed', '{"active":false}', 'ds')).statusCode).toBe(422);
    expect((await call('GET', '/schedule/feed', undefined, 'ds')).json().data.active).toBe(false);
    const made = await call('POST', '/schedule/feed', {}, 'ds');
    expect(made.statusCode).toBe(201);
    const feed = made.json().data;
    expect(feed.url).toMatch(/^https?:\/\/[^/]+\/api\/v1\/schedule\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    const after = (await call('GET', '/schedule/feed', undefined, 'ds')).json().data;
    expect(after).toEqual({ active: true, createdAt: feed.createdAt, url: null });
  });

  it('serves the owner’s entries as iCalendar, one all-day event each, escaped and folded', async () => {
    const notes = 'Meet Jo, plan; review\nthen the long tail of a note that goes well past the seventy-five octets of one line';
    const created = await call('POST', '/schedule', { date: '2030-03-12', scheduleTypeID: 2, notes }, 'fsr');
    expect(created.statusCode).toBe(201);
    const url = (await call('POST', '/schedule/feed', {}, 'fsr')).json().data.url as string;
    const res = await fetchFeed(pathOf(url));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.body;
    expect(body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(body.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
    expect(body).toContain('VERSION:2.0');
    expect(body).toContain(`X-WR-CALNAME:${en.schedule.feed.calendarName.replace('{{name}}', 'Riley Fraser')}`);
    expect(body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const unfolded = unfold(body);
    const event = unfolded.split('BEGIN:VEVENT').find((e) => e.includes(`UID:schedule-${created.json().data.id}@`))!;
    expect(event).toContain('DTSTART;VALUE=DATE:20300312');
    expect(event).toContain('DTEND;VALUE=DATE:20300313');
    expect(event).toContain('SUMMARY:Meeting');
    expect(event).toContain('DESCRIPTION:Meet Jo\\, plan\\; review\\nthen the long tail');
    // Every entry of the rep from a year back on, and no one else's.
    const [{ n }] = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from schedule_entries e join users u on u.id = e.user_id
           where u.email = ${DEMO.fsr} and e.date >= current_date - 366`,
    );
    expect(n).toBeGreaterThan(10);
    expect((unfolded.match(/BEGIN:VEVENT/g) ?? []).length).toBe(n);
  });

  it('a new link revokes the old one at once; unknown and malformed secrets answer 404', async () => {
    const first = (await call('POST', '/schedule/feed', {}, 'dsm')).json().data.url as string;
    expect((await fetchFeed(pathOf(first))).statusCode).toBe(200);
    expect((await fetchFeed(pathOf(first).replace(/\.ics$/, ''))).statusCode).toBe(200);
    const second = (await call('POST', '/schedule/feed', {}, 'dsm')).json().data.url as string;
    expect(second).not.toBe(first);
    const old = await fetchFeed(pathOf(first));
    expect(old.statusCode).toBe(404);
    expect(old.json().message).toBe(en.schedule.feed.notFound);
    expect((await fetchFeed(pathOf(second))).statusCode).toBe(200);
    for (const secret of ['A'.repeat(43), 'A'.repeat(43) + '.ics', 'short', 'x'.repeat(100), '..%2F..%2Fetc']) {
      const res = await fetchFeed(`/api/v1/schedule/feed/${secret}`);
      expect(res.statusCode, secret).toBe(404);
    }
    for (const secret of ['x'.repeat(101), '%00']) {
      const res = await fetchFeed(`/api/v1/schedule/feed/${secret}`);
      expect(res.statusCode, secret).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, secret).toBeLessThan(500);
    }
  });

  it('speaks its owner’s language: the calendar’s name and the entry types in French for a French owner, English again after', async () => {
    // Accented notes past one line: folding counts octets, and never splits a character.
    const notes = 'Réunion d’équipe à Québec — préparer l’étalage, les présentoirs et la formation des employés';
    const created = await call('POST', '/schedule', { date: '2030-04-02', scheduleTypeID: 2, notes }, 'ds');
    expect(created.statusCode).toBe(201);
    const [{ name_fr: meetingFr }] = await queryRows<{ name_fr: string }>(ctx.db, sql`select name_fr from schedule_types where id = 2`);
    expect(meetingFr).toBe('Réunion');
    const [{ name }] = await queryRows<{ name: string }>(
      ctx.db,
      sql`select first_name || ' ' || last_name as name from users where email = ${DEMO.ds}`,
    );
    const path = pathOf((await call('POST', '/schedule/feed', {}, 'ds')).json().data.url as string);
    const eventOf = (body: string) =>
      unfold(body)
        .split('BEGIN:VEVENT')
        .find((e) => e.includes(`UID:schedule-${created.json().data.id}@`))!;

    expect((await call('PUT', '/user/me/language', { language: 'fr' }, 'ds')).statusCode).toBe(200);
    const french = (await fetchFeed(path)).body;
    expect(french.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(unfold(french)).toContain(`X-WR-CALNAME:${interpolate(fr.schedule.feed.calendarName, { name })}`);
    expect(eventOf(french)).toContain(`SUMMARY:${meetingFr}\r\n`);
    expect(eventOf(french)).toContain(`DESCRIPTION:${notes.replace(/,/g, '\\,')}\r\n`);
    expect(unfold(french)).not.toContain('SUMMARY:Meeting');

    expect((await call('PUT', '/user/me/language', { language: 'en' }, 'ds')).statusCode).toBe(200);
    const english = (await fetchFeed(path)).body;
    expect(unfold(english)).toContain(`X-WR-CALNAME:${interpolate(en.schedule.feed.calendarName, { name })}`);
    expect(eventOf(english)).toContain('SUMMARY:Meeting\r\n');
    expect(unfold(english)).not.toContain(`SUMMARY:${meetingFr}`);
  });
});
