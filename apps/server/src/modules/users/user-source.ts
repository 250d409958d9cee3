import { displayName, isLanguage, ROLE, ROLE_AREA, ROLE_LABELS, type RoleId, type User, type UserSort } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { type ListSource, textMatch } from '../../lib/list-query.js';
import { versionSql } from '../../lib/record-version.js';
import { localName } from '../../lib/reading-language.js';

export type UserRow = {
  id: number;
  version: string;
  first_name: string;
  last_name: string;
  email: string;
  role: number;
  area_id: number | null;
  area_name: string | null;
  phone: string | null;
  start_date: string | null;
  language: string;
  date: string;
};

const areaName = sql`coalesce(${localName('r')}, d.name, t.name)`;
const fullName = sql`lower(u.first_name || ' ' || u.last_name)`;

/** Active users with the name of the area their role covers. */
export const userSource: ListSource<UserSort> = {
  columns: sql`u.id, u.first_name, u.last_name, u.email, u.role, u.area_id, ${areaName} as area_name, u.phone, u.language,
               to_char(u.start_date, 'YYYY-MM-DD') as start_date,
               to_char(u.created_at at time zone 'UTC', 'YYYY-MM-DD') as date, ${versionSql(sql`u.updated_at`)} as version`,
  from: sql`from users u
            left join regions r on u.role = ${ROLE.regionalManager} and r.id = u.area_id
            left join districts d on u.role = ${ROLE.districtSupervisor} and d.id = u.area_id
            left join territories t on u.role = ${ROLE.fieldSalesRep} and t.id = u.area_id and t.deleted_at is null`,
  countFrom: sql`from users u`,
  base: [sql`u.deleted_at is null`],
  search: (q) => {
    return textMatch(q, [fullName, sql`u.email`]);
  },
  sorts: {
    id: sql`u.id`,
    name: [sql`lower(u.first_name)`, sql`lower(u.last_name)`],
    firstName: sql`lower(u.first_name)`,
    lastName: sql`lower(u.last_name)`,
    email: sql`u.email`,
    role: sql`u.role`,
    area: sql`lower(${areaName})`,
    startDate: sql`u.start_date`,
    date: sql`u.created_at`,
  },
  defaultSort: 'name',
  tiebreak: sql`u.id`,
};

export function toUser(r: UserRow): User {
  const role = r.role as RoleId;
  const areaType = ROLE_AREA[role];
  return {
    id: r.id,
    version: r.version,
    name: displayName(r.first_name, r.last_name),
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    role,
    roleName: ROLE_LABELS[role],
    areaID: areaType ? r.area_id : null,
    area: areaType && r.area_id !== null && r.area_name !== null ? { type: areaType, id: r.area_id, name: r.area_name } : null,
    phone: r.phone,
    startDate: r.start_date,
    language: isLanguage(r.language) ? r.language : 'en',
    date: r.date,
  };
}
