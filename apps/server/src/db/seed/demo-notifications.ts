import { en, interpolate, ROLE, type RoleId } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../client.js';
import { playbookAreaCondition } from '../../lib/area-scope.js';
import { whereClause } from '../../lib/list-query.js';
import type { SessionUser } from '../../lib/sessions.js';
import { notifications } from '../schema/index.js';

type Note = { subject: string; message: string; link: string };

/** The first row a query finds, or undefined. */
const firstRow = async <T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T | undefined> => (await queryRows<T>(db, query))[0];

/**
 * What the bell would have told one demo user: each note made of the texts the server's own
 * notifications use (so it reads in French too), naming a record of the demo that concerns them —
 * a rep's latest objective, their latest approved result and win, the latest
 * playbook of their area, their next planned day.
 */
async function notesOf(db: DbOrTx, userId: number): Promise<Note[]> {
  const user = (await firstRow<{ role: number; area_id: number | null }>(db, sql`select role, area_id from users where id = ${userId}`))!;
  const rep = user.role === ROLE.fieldSalesRep;
  const notes: Note[] = [];
  if (rep) {
    // As the server tells a territory's rep of an objective given to its stores.
    const objective = await firstRow<{ id: number; title: string }>(
      db,
      sql`select o.id, o.title from objectives o
            join store_objectives so on so.objective_id = o.id join stores s on s.id = so.store_id
           where o.deleted_at is null and o.start_date <= current_date and s.territory_id = ${user.area_id}
           order by o.start_date desc, o.id desc limit 1`,
    );
    if (objective) {
      notes.push({
        subject: en.objectives.assignedSubject,
        message: interpolate(en.objectives.assignedMessage, { title: objective.title }),
        link: `/objective/${objective.id}`,
      });
    }
  }
  if (rep) {
    const approved = await firstRow<{ title: string; store_id: number; store_name: string }>(
      db,
      sql`select o.title, s.id as store_id, s.name as store_name from store_objectives so
            join objectives o on o.id = so.objective_id join stores s on s.id = so.store_id
           where s.territory_id = ${user.area_id} and so.approved_at is not null and o.deleted_at is null
           order by so.approved_at desc limit 1`,
    );
    if (approved) {
      notes.push({
        subject: en.approvals.approvedSubject,
        message: interpolate(en.approvals.approvedMessage, { title: approved.title, store: approved.store_name }),
        link: `/today/${approved.store_id}`,
      });
    }
  }
  const win = await firstRow<{ title: string }>(
    db,
    sql`select title from wins where user_id = ${userId} and approved_at is not null order by approved_at desc limit 1`,
  );
  if (win)
    notes.push({ subject: en.wins.approvedSubject, message: interpolate(en.wins.approvedMessage, { title: win.title }), link: '/wins' });
  // The latest playbook its reader can open: one shown to a store of their area (as the server tells them).
  const viewer: SessionUser = { id: userId, role: user.role as RoleId, areaId: user.area_id };
  const playbook = await firstRow<{ name: string }>(
    db,
    sql`select p.name from playbooks p ${whereClause([playbookAreaCondition(viewer, sql`p.id`)])} order by p.date desc, p.id desc limit 1`,
  );
  if (playbook) {
    notes.push({
      subject: en.playbooks.published.subject,
      message: interpolate(en.playbooks.published.message, { name: playbook.name }),
      link: '/playbooks',
    });
  }
  const planned = await firstRow<{ date: string }>(
    db,
    sql`select to_char(date, 'YYYY-MM-DD') as date from schedule_entries
         where user_id = ${userId} and date >= current_date order by date limit 1`,
  );
  if (planned) {
    notes.push({
      subject: en.schedule.notify.subject,
      message: interpolate(en.schedule.notify.changed, { date: planned.date }),
      link: '/schedule',
    });
  }
  return notes;
}

/** The demo users' notifications, a day or so apart, the three newest unread. */
export async function seedDemoNotifications(db: DbOrTx, userIds: number[], now = Date.now()): Promise<void> {
  for (const userId of userIds) {
    const notes = await notesOf(db, userId);
    if (notes.length === 0) continue;
    await db.insert(notifications).values(
      notes.map((note, i) => ({
        userId,
        ...note,
        createdAt: new Date(now - (i * 26 + 2) * 3600_000),
        readAt: i >= 3 ? new Date(now - i * 3600_000) : null,
      })),
    );
  }
}
