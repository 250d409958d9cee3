import { API_BASE, en, fr, interpolate, isLanguage, type ScheduleFeed } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import ical, { ICalCalendarMethod } from 'ical-generator';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { nameInLanguageOf } from '../../lib/reading-language.js';
import type { SessionUser } from '../../lib/sessions.js';
import { hashToken, newToken } from '../../lib/tokens.js';

const F = en.schedule.feed;
/** The feed's own words in each language: it is read by a calendar app, not a signed-in user, so it speaks its owner's. */
const FEED_TEXTS = { en: en.schedule.feed, fr: fr.schedule.feed } as const;
/** How far back the feed reaches: a phone needs the weeks around today, not years of history. */
const FEED_PAST_DAYS = 366;
/** A secret is newToken(): 32 random bytes, base64url; the link may end in `.ics` for calendar apps. */
const SECRET = /^([A-Za-z0-9_-]{43})(\.ics)?$/;

const feedUrl = (publicUrl: string, secret: string) => `${publicUrl}${API_BASE}/schedule/feed/${secret}.ics`;

/** GET /schedule/feed: whether the caller has a link, and since when (only its hash is kept, so not the link). */
export async function getFeed(db: DbOrTx, viewer: SessionUser): Promise<ScheduleFeed> {
  const [row] = await queryRows<{ created_at: Date | string }>(db, sql`select created_at from schedule_feeds where user_id = ${viewer.id}`);
  return { active: Boolean(row), createdAt: row ? new Date(row.created_at).toISOString() : null, url: null };
}

/** POST /schedule/feed: a new secret for the caller; the old link stops answering at once. */
export async function renewFeed(db: DbOrTx, viewer: SessionUser, publicUrl: string): Promise<ScheduleFeed> {
  const secret = newToken();
  const [row] = await queryRows<{ created_at: Date | string }>(
    db,
    sql`insert into schedule_feeds (user_id, secret_hash, created_at) values (${viewer.id}, ${hashToken(secret)}, now())
        on conflict (user_id) do update set secret_hash = excluded.secret_hash, created_at = excluded.created_at
        returning created_at`,
  );
  return { active: true, createdAt: new Date(row.created_at).toISOString(), url: feedUrl(publicUrl, secret) };
}

type FeedRow = { id: number; date: string; notes: string; type_name: string; updated_at: Date | string };

/**
 * GET /schedule/feed/{secret}: the owner's entries as iCalendar (RFC 5545), one all-day event each;
 * an unknown, revoked or malformed secret, or a deleted owner, answers 404 (in English: the link
 * names no one whose language could be used). The calendar's name and the entries' types are in the
 * owner's language (`users.language`), not the request's, which is English without a signed-in user.
 */
export async function feedCalendar(db: DbOrTx, link: string, options: { today: string; publicUrl: string }): Promise<string> {
  const secret = SECRET.exec(link)?.[1];
  if (!secret) throw notFound(F.notFound);
  const [owner] = await queryRows<{ id: number; name: string; language: string }>(
    db,
    sql`select u.id, u.first_name || ' ' || u.last_name as name, u.language from schedule_feeds f join users u on u.id = f.user_id
         where f.secret_hash = ${hashToken(secret)} and u.deleted_at is null`,
  );
  if (!owner) throw notFound(F.notFound);
  // Read once, so the calendar's name and its entries agree even if the owner switches meanwhile.
  const language = isLanguage(owner.language) ? owner.language : 'en';
  const rows = await queryRows<FeedRow>(
    db,
    sql`select e.id, to_char(e.date, 'YYYY-MM-DD') as date, e.notes, ${nameInLanguageOf('t', sql`${language}::text`)} as type_name, e.updated_at
          from schedule_entries e join schedule_types t on t.id = e.schedule_type_id
         where e.user_id = ${owner.id} and e.date >= ${options.today}::date - ${FEED_PAST_DAYS}::int
         order by e.date, e.id`,
  );
  const host = new URL(options.publicUrl).hostname;
  const calendar = ical({
    name: interpolate(FEED_TEXTS[language].calendarName, { name: owner.name }),
    prodId: { company: en.app.name, product: 'schedule', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 3600,
  });
  for (const row of rows) {
    const start = new Date(`${row.date}T00:00:00Z`);
    calendar.createEvent({
      id: `schedule-${row.id}@${host}`,
      start,
      end: new Date(start.getTime() + 86_400_000),
      allDay: true,
      stamp: new Date(row.updated_at),
      summary: row.type_name,
      description: row.notes || null,
    });
  }
  return calendar.toString();
}
