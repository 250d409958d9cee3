import { dateIn, ROLE } from '@fieldops/contract';
import { addDays, format, parseISO, startOfWeek } from 'date-fns';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../client.js';
import { createRandom } from './random.js';

/** Schedule type ids of migration 0002: Store Visit, Meeting, Office Day, Training, Time Off. */
const TYPES = { visit: 1, meeting: 2, office: 3, training: 4, timeOff: 5 } as const;
const NOTES: Record<number, string[]> = {
  [TYPES.visit]: [
    'Reset the paint end-caps',
    'Garden centre planogram check',
    'Count the seasonal signage',
    'Follow up on the tool display',
  ],
  [TYPES.meeting]: ['District call, 9:00', 'Monthly review with the supervisor', 'Store manager meeting'],
  [TYPES.office]: ['Expense reports and photos', 'Plan next week’s route'],
  [TYPES.training]: ['New approval queue walkthrough', 'Power tools product training'],
  [TYPES.timeOff]: ['Vacation', 'Personal day'],
};
/** From four weeks before this week to five weeks after it: the calendar opens on something real. */
const WEEKS = { from: -4, to: 5 } as const;

/**
 * Schedule entries (spec 3 §2) for every supervisor and rep: the demo district's get two or three
 * weekdays a week, everyone else one a week, so every role's calendar has something to show and a
 * manager sees several districts.
 */
export async function seedDemoSchedule(db: DbOrTx, options: { timeZone: string; now?: Date }): Promise<void> {
  const random = createRandom(2026_03);
  const people = await queryRows<{ id: number; district_id: number; demo: boolean }>(
    db,
    sql`select u.id, coalesce(t.district_id, u.area_id) as district_id,
               coalesce(t.district_id, u.area_id) = (select area_id from users where email = 'ds@example.com') as demo
          from users u left join territories t on u.role = ${ROLE.fieldSalesRep} and t.id = u.area_id
          join districts d on d.id = coalesce(t.district_id, u.area_id)
         where u.deleted_at is null and u.role in (${ROLE.districtSupervisor}, ${ROLE.fieldSalesRep})
         order by u.id`,
  );
  const monday = startOfWeek(parseISO(dateIn(options.timeZone, options.now)), { weekStartsOn: 1 });
  const rows: { userId: number; date: string; notes: string; scheduleTypeId: number }[] = [];
  for (const person of people) {
    for (let week = WEEKS.from; week <= WEEKS.to; week += 1) {
      const count = person.demo ? random.int(2, 3) : 1;
      // Weekdays only: Monday (0) to Friday (4) of the week.
      const days = new Set<number>();
      while (days.size < count) days.add(random.int(0, 4));
      for (const day of days) {
        const date = addDays(monday, week * 7 + day);
        const type = random.chance(0.55) ? TYPES.visit : random.pick([TYPES.meeting, TYPES.office, TYPES.training, TYPES.timeOff]);
        rows.push({ userId: person.id, date: format(date, 'yyyy-MM-dd'), notes: random.pick(NOTES[type]), scheduleTypeId: type });
      }
    }
  }
  if (rows.length === 0) return;
  await db.execute(
    sql`insert into schedule_entries (user_id, date, notes, schedule_type_id, created_by)
        select x.user_id, x.date::date, x.notes, x.type_id, x.user_id
          from jsonb_to_recordset(${JSON.stringify(rows.map((r) => ({ user_id: r.userId, date: r.date, notes: r.notes, type_id: r.scheduleTypeId })))}::jsonb)
            as x(user_id int, date text, notes text, type_id int)`,
  );
}
