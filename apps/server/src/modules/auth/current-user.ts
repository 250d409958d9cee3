import { displayName, type CurrentUser, type RoleId } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.js';

type Row = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  role: number;
  area_id: number | null;
  area_name: string | null;
};

const AREA_TYPE = { 2: 'region', 3: 'district', 4: 'territory' } as const;

/** The user as /user/me answers it, with the name of the area their role covers. */
export async function loadCurrentUser(db: Database, userId: number): Promise<CurrentUser | null> {
  const [row] = await queryRows<Row>(db, sql`
    select u.id, u.first_name, u.last_name, u.email, u.role, u.area_id,
           coalesce(r.name, d.name, t.name) as area_name
      from users u
      left join regions r on u.role = 2 and r.id = u.area_id
      left join districts d on u.role = 3 and d.id = u.area_id
      left join territories t on u.role = 4 and t.id = u.area_id
     where u.id = ${userId} and u.deleted_at is null`);
  if (!row) return null;
  const role = row.role as RoleId;
  const areaType = role === 1 ? null : AREA_TYPE[role];
  return {
    id: row.id,
    name: displayName(row.first_name, row.last_name),
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    role,
    areaID: row.area_id,
    area:
      areaType && row.area_id !== null && row.area_name !== null
        ? { type: areaType, id: row.area_id, name: row.area_name }
        : null,
  };
}
