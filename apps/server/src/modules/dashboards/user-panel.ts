import { en, hoursOfMicros, ROLE, type Period, type RoleId, type UserApprovalRow, type UserObjectiveRow } from '@fieldops/contract';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { storeAreaCondition, userAreaCondition } from '../../lib/area-scope.js';
import { whereClause } from '../../lib/list-query.js';
import type { SessionUser } from '../../lib/sessions.js';
import type { Viewer } from '../../lib/viewer.js';
import { periodOf } from '../../lib/period.js';
import { localName } from '../../lib/reading-language.js';

/**
 * The user panel of the detail lists (spec 1 §2.8): a person's store results of the period (due
 * date in it). A person's results are those of the stores of their area (a rep's territory, a
 * supervisor's district, a manager's region); an admin's, those they completed or approved. Only
 * the stores of the caller's area show, and a person the caller does not see answers 404 like
 * GET /user/{id}.
 */

/** A timestamp as ISO 8601 in UTC (the API's form, DESIGN §3). */
const isoSql = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

async function personCondition(db: DbOrTx, userId: number, viewer: SessionUser): Promise<SQL> {
  const [person] = await queryRows<{ id: number; role: RoleId; area_id: number | null }>(
    db,
    sql`select u.id, u.role, u.area_id from users u ${whereClause([sql`u.id = ${userId}`, sql`u.deleted_at is null`, userAreaCondition(viewer)])}`,
  );
  if (!person) throw notFound(en.masterData.users.notFound);
  if (person.role === ROLE.admin) return sql`(so.completed_by = ${person.id} or so.approved_by = ${person.id})`;
  return storeAreaCondition({ id: person.id, role: person.role, areaId: person.area_id }, sql`s.territory_id`) ?? sql`false`;
}

const from = (period: Period) => sql`from store_objectives so
  join objectives o on o.id = so.objective_id and o.deleted_at is null
       and o.due_date >= ${period.startDate}::date and o.due_date <= ${period.endDate}::date
  join stores s on s.id = so.store_id
  join objective_statuses st on st.id = so.status_id`;

type ApprovalRow = {
  objective_id: number;
  title: string;
  store_id: number;
  store_name: string;
  rep: string | null;
  status_id: number;
  status_name: string;
  completed: string | null;
  approved: string | null;
  approval_us: number | null;
};

/** GET /user/{id}/approvals: the person's completed and approved results, latest completion first. */
export async function userApprovals(db: DbOrTx, userId: number, q: Partial<Period>, viewer: Viewer): Promise<UserApprovalRow[]> {
  const period = periodOf(q, viewer.today);
  const person = await personCondition(db, userId, viewer.user);
  const rows = await queryRows<ApprovalRow>(
    db,
    sql`select o.id as objective_id, o.title, s.id as store_id, s.name as store_name,
               nullif(trim(concat_ws(' ', m.first_name, m.last_name)), '') as rep, st.id as status_id, ${localName('st')} as status_name,
               ${isoSql(sql`so.completed_at`)} as completed, ${isoSql(sql`so.approved_at`)} as approved,
               result_approval_us(so.status_id, so.completed_at, so.approved_at)::float8 as approval_us
          ${from(period)}
          join territories t on t.id = s.territory_id
          left join users m on m.id = t.manager_id
        ${whereClause([sql`so.status_id in (2, 3)`, person, storeAreaCondition(viewer.user, sql`s.territory_id`)])}
         order by so.completed_at desc nulls last, so.id desc`,
  );
  return rows.map((r) => ({
    objective: { id: r.objective_id, title: r.title },
    store: { id: r.store_id, name: r.store_name, user: r.rep ? { name: r.rep } : null },
    status: { id: r.status_id, name: r.status_name },
    completionDate: r.completed,
    approvalDate: r.approved,
    approvalTime: r.approval_us === null ? null : hoursOfMicros(Number(r.approval_us)),
  }));
}

type ObjectiveRow = {
  objective_id: number;
  title: string;
  store_id: number;
  store_name: string;
  status_id: number;
  status_name: string;
  completed: string | null;
};

/** GET /user/{id}/objectives: every result of the person's for the period, by due date and title. */
export async function userObjectives(db: DbOrTx, userId: number, q: Partial<Period>, viewer: Viewer): Promise<UserObjectiveRow[]> {
  const period = periodOf(q, viewer.today);
  const person = await personCondition(db, userId, viewer.user);
  const rows = await queryRows<ObjectiveRow>(
    db,
    sql`select o.id as objective_id, o.title, s.id as store_id, s.name as store_name, st.id as status_id, ${localName('st')} as status_name,
               ${isoSql(sql`so.completed_at`)} as completed
          ${from(period)}
        ${whereClause([person, storeAreaCondition(viewer.user, sql`s.territory_id`)])}
         order by o.due_date, lower(o.title), o.id, lower(s.name), s.id`,
  );
  return rows.map((r) => ({
    objective: { id: r.objective_id, title: r.title },
    store: { id: r.store_id, name: r.store_name },
    completionDate: r.completed,
    status: { id: r.status_id, name: r.status_name },
  }));
}
