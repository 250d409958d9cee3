import { canWriteSchedule, en, ROLE, SCHEDULE_OWNER_ROLES, type ScheduleEntry, type ScheduleEntryInput } from '@fieldops/contract';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { AppError, invalid, notFound } from '../../lib/app-error.js';
import { districtAreaCondition } from '../../lib/area-scope.js';
import { whereClause } from '../../lib/list-query.js';
import { checkVersion, versionSql } from '../../lib/record-version.js';
import type { SessionUser } from '../../lib/sessions.js';
import { notifyUsers } from '../notifications/service.js';
import { onDistrictCalendar, scheduleReadCondition } from './scope.js';

const S = en.schedule;

/** The days a read covers, both included. */
export interface DayRange {
  start: string;
  end: string;
}

type EntryRow = { id: number; version: string; date: string; notes: string; schedule_type_id: number; user_id: number; user_name: string };
const toEntry = (r: EntryRow): ScheduleEntry => ({
  id: r.id,
  version: r.version,
  date: r.date,
  notes: r.notes,
  scheduleTypeID: r.schedule_type_id,
  user: { id: r.user_id, name: r.user_name },
});

/** One query for the entries of a range, by day then person. */
async function entriesWhere(db: DbOrTx, range: DayRange, conditions: (SQL | undefined)[]): Promise<ScheduleEntry[]> {
  const rows = await queryRows<EntryRow>(
    db,
    sql`select e.id, ${versionSql(sql`e.updated_at`)} as version, to_char(e.date, 'YYYY-MM-DD') as date, e.notes, e.schedule_type_id,
               u.id as user_id, u.first_name || ' ' || u.last_name as user_name
          from schedule_entries e join users u on u.id = e.user_id
         ${whereClause([sql`e.date between ${range.start} and ${range.end}`, sql`u.deleted_at is null`, ...conditions])}
         order by e.date, lower(u.first_name), lower(u.last_name), e.id`,
  );
  return rows.map(toEntry);
}

/** GET /schedule: every calendar the viewer reads ('All Districs': the whole area; everyone's for admins). */
export async function areaSchedule(db: DbOrTx, range: DayRange, viewer: SessionUser): Promise<ScheduleEntry[]> {
  return entriesWhere(db, range, [scheduleReadCondition(viewer, sql`u`)]);
}

/** GET /district/{id}/schedule: a district of the viewer's area; outside it the 404 of an unknown district. */
export async function districtSchedule(db: DbOrTx, districtId: number, range: DayRange, viewer: SessionUser): Promise<ScheduleEntry[]> {
  const [found] = await queryRows<{ id: number }>(
    db,
    sql`select d.id from districts d ${whereClause([sql`d.id = ${districtId}`, districtAreaCondition(viewer, sql`d.id`)])}`,
  );
  if (!found) throw notFound(en.masterData.districts.notFound);
  return entriesWhere(db, range, [onDistrictCalendar(sql`u`, districtId)]);
}

/** GET /schedule/user/{id}: a person whose calendar the viewer reads (scope.ts); otherwise 404. */
export async function userSchedule(db: DbOrTx, userId: number, range: DayRange, viewer: SessionUser): Promise<ScheduleEntry[]> {
  const [found] = await queryRows<{ id: number }>(
    db,
    sql`select u.id from users u ${whereClause([sql`u.id = ${userId}`, sql`u.deleted_at is null`, scheduleReadCondition(viewer, sql`u`)])}`,
  );
  if (!found) throw notFound(S.userNotFound);
  return entriesWhere(db, range, [sql`u.id = ${userId}`]);
}

export async function getEntry(db: DbOrTx, id: number): Promise<ScheduleEntry> {
  const [entry] = await entriesWhere(db, { start: '0001-01-01', end: '9999-12-31' }, [sql`e.id = ${id}`]);
  if (!entry) throw notFound(S.notFound);
  return entry;
}

/** The person an entry is for: non-admins name only themselves (403 otherwise, whoever it is). */
function ownerOf(input: ScheduleEntryInput, viewer: SessionUser, current?: number): number {
  const owner = input.userID ?? (viewer.role === ROLE.admin && current !== undefined ? current : viewer.id);
  if (!canWriteSchedule(viewer, owner)) throw new AppError('FORBIDDEN', S.ownOnly);
  return owner;
}

/**
 * The owner hears of a change an admin made to their calendar (DESIGN §4: notifications on events
 * that concern a user); their own changes tell no one. In the write's transaction.
 */
async function tellOwner(tx: DbOrTx, viewer: SessionUser, owner: number, kind: keyof typeof S.notify, date: string): Promise<void> {
  if (owner === viewer.id || kind === 'subject') return;
  await notifyUsers(tx, [owner], { subject: S.notify.subject, message: S.notify[kind].replace('{{date}}', date), link: '/schedule' });
}

/** The owner is a live rep or supervisor, the type one of the five (422 on the field otherwise). */
async function checkInput(tx: DbOrTx, owner: number, input: ScheduleEntryInput): Promise<void> {
  const [user] = await queryRows<{ role: number }>(tx, sql`select role from users where id = ${owner} and deleted_at is null`);
  if (!user || !SCHEDULE_OWNER_ROLES.includes(user.role as never)) throw invalid(S.notPlannable, { userID: [S.notPlannable] });
  const [type] = await queryRows<{ id: number }>(tx, sql`select id from schedule_types where id = ${input.scheduleTypeID}`);
  if (!type) throw invalid(S.typeNotFound, { scheduleTypeID: [S.typeNotFound] });
}

export async function createEntry(db: DbOrTx, input: ScheduleEntryInput, viewer: SessionUser): Promise<ScheduleEntry> {
  const owner = ownerOf(input, viewer);
  const id = await db.transaction(async (tx) => {
    await checkInput(tx, owner, input);
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`insert into schedule_entries (user_id, date, notes, schedule_type_id, created_by)
          values (${owner}, ${input.date}, ${input.notes}, ${input.scheduleTypeID}, ${viewer.id}) returning id`,
    );
    await tellOwner(tx, viewer, owner, 'added', input.date);
    return row.id;
  });
  return getEntry(db, id);
}

/**
 * The entry locked for a change: one the viewer cannot read answers 404 as an unknown id; one they
 * read but do not own (a neighbour's, for a rep) answers 403.
 */
async function lockEntry(tx: DbOrTx, id: number, viewer: SessionUser): Promise<{ userId: number; date: string; version: string }> {
  const [row] = await queryRows<{ user_id: number; date: string; version: string }>(
    tx,
    sql`select e.user_id, to_char(e.date, 'YYYY-MM-DD') as date, ${versionSql(sql`e.updated_at`)} as version from schedule_entries e join users u on u.id = e.user_id
         ${whereClause([sql`e.id = ${id}`, sql`u.deleted_at is null`, scheduleReadCondition(viewer, sql`u`)])}
         for update of e`,
  );
  if (!row) throw notFound(S.notFound);
  if (!canWriteSchedule(viewer, row.user_id)) throw new AppError('FORBIDDEN', S.ownOnly);
  return { userId: row.user_id, date: row.date, version: row.version };
}

/** PUT /schedule/{id}; made on `expected` (If-Match), it is refused once someone has saved the entry since. */
export async function updateEntry(
  db: DbOrTx,
  id: number,
  input: ScheduleEntryInput,
  viewer: SessionUser,
  expected: string | null = null,
): Promise<ScheduleEntry> {
  await db.transaction(async (tx) => {
    const current = await lockEntry(tx, id, viewer);
    checkVersion(current.version, expected);
    const owner = ownerOf(input, viewer, current.userId);
    await checkInput(tx, owner, input);
    await tx.execute(
      sql`update schedule_entries set user_id = ${owner}, date = ${input.date}, notes = ${input.notes},
             schedule_type_id = ${input.scheduleTypeID}, updated_at = now() where id = ${id}`,
    );
    if (owner !== current.userId) await tellOwner(tx, viewer, current.userId, 'removed', current.date);
    await tellOwner(tx, viewer, owner, owner === current.userId ? 'changed' : 'added', input.date);
  });
  return getEntry(db, id);
}

export async function deleteEntry(db: DbOrTx, id: number, viewer: SessionUser): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockEntry(tx, id, viewer);
    await tx.execute(sql`delete from schedule_entries where id = ${id}`);
    await tellOwner(tx, viewer, current.userId, 'removed', current.date);
  });
}
