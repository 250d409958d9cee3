import {
  ALL_ROLES,
  CSV_FILES,
  ROLE,
  ROLE_KEYS,
  ROLE_LABELS,
  type Paged,
  type RoleOption,
  type User,
  type UserListQuery,
  type UserOption,
  type UserSearchScope,
  type UserSort,
} from '@fieldops/contract';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { readerText, toCsv, type CsvFile } from '../../lib/csv.js';
import { userAreaCondition } from '../../lib/area-scope.js';
import { runList, runListAll, whereClause } from '../../lib/list-query.js';
import type { SessionUser } from '../../lib/sessions.js';
import { intArray } from '../../lib/sql-array.js';
import { scheduleReadCondition } from '../schedule/scope.js';
import { toUser, userSource, type UserRow } from './user-source.js';

const filtersOf = (q: UserListQuery, viewer: SessionUser): SQL[] => {
  const area = userAreaCondition(viewer);
  return [...(area ? [area] : []), ...(q.role ? [sql`u.role = ${q.role}`] : [])];
};

/** The people of the viewer's area (everyone for admins), paged. */
export async function listUsers(db: DbOrTx, query: UserListQuery, viewer: SessionUser): Promise<Paged<User>> {
  const { rows, meta } = await runList<UserRow, UserSort>(db, userSource, query, filtersOf(query, viewer));
  return { data: rows.map(toUser), meta };
}

/** An active user of the viewer's area (null outside it, as for an unknown id). */
export async function findUser(db: DbOrTx, id: number, viewer: SessionUser): Promise<User | null> {
  const where = whereClause([...userSource.base!, sql`u.id = ${id}`, userAreaCondition(viewer)]);
  const [row] = await queryRows<UserRow>(db, sql`select ${userSource.columns} ${userSource.from} ${where}`);
  return row ? toUser(row) : null;
}

/**
 * Picker options: users of the viewer's area, of the roles of `type` (any when absent), optionally
 * of one district, by name. The schedule's pickers ask for the schedule's own scope instead (a rep
 * reads their whole district's calendars, while their area holds only themselves: DESIGN §4).
 */
export async function searchUsers(
  db: DbOrTx,
  query: { type?: number[]; q?: string; districtID?: number; scope?: UserSearchScope; limit: number },
  viewer: SessionUser,
): Promise<UserOption[]> {
  const q = query.q?.trim();
  const inDistrict = query.districtID
    ? sql`((u.role = ${ROLE.districtSupervisor} and u.area_id = ${query.districtID})
           or (u.role = ${ROLE.fieldSalesRep} and exists (select 1 from territories t where t.id = u.area_id and t.district_id = ${query.districtID})))`
    : undefined;
  const scope = query.scope === 'schedule' ? scheduleReadCondition(viewer, sql`u`) : userAreaCondition(viewer);
  return queryRows<UserOption>(
    db,
    sql`select u.id as value, u.first_name || ' ' || u.last_name as label, u.email
          from users u
         ${whereClause([sql`u.deleted_at is null`, query.type ? sql`u.role = any(${intArray(query.type)})` : undefined, q ? userSource.search!(q) : undefined, inDistrict, scope])}
         order by lower(u.first_name), lower(u.last_name), u.id
         limit ${query.limit}`,
  );
}

export const listRoles = (): RoleOption[] => ALL_ROLES.map((id) => ({ id, name: ROLE_LABELS[id] }));

export async function usersCsv(db: DbOrTx, query: UserListQuery, viewer: SessionUser): Promise<CsvFile> {
  const rows = (await runListAll<UserRow, UserSort>(db, userSource, query, filtersOf(query, viewer))).map(toUser);
  const body = toCsv<User>(
    [
      { header: 'ID', value: (u) => u.id },
      { header: 'First Name', value: (u) => u.firstName },
      { header: 'Last Name', value: (u) => u.lastName },
      { header: 'Email', value: (u) => u.email },
      { header: 'Role', value: (u) => readerText(`roles.${ROLE_KEYS[u.role]}`) },
      { header: 'Area', value: (u) => u.area?.name },
      { header: 'Phone', value: (u) => u.phone },
      { header: 'Start Date', value: (u) => u.startDate },
    ],
    rows,
  );
  return { fileName: CSV_FILES.users, body };
}
