import { addDays, dateIn } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import type { FileStorage } from '../../storage/file-storage.js';
import { queryRows, type DbOrTx } from '../client.js';
import { storeObjectiveFiles, type storeObjectives } from '../schema/index.js';
import { storeDemoFiles, type DemoFile } from './demo-files.js';
import { demoPhotos } from './demo-images.js';
import { COMPLETED_COMMENTS, NOT_COMPLETED_COMMENTS, PENDING_COMMENT } from './demo-objective-texts.js';
import type { Random } from './random.js';

export interface DemoObjective {
  id: number;
  title: string;
  monthOffset: number;
  regions: number[];
  startDate: string;
  dueDate: string;
  endDate: string;
}

type Store = { id: number; territory_id: number; district_id: number; region_id: number; manager_id: number | null };
type Result = typeof storeObjectives.$inferInsert & { photos: number; photographer: number };

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** The status of a result by the month of its objective: next month open, this month mixed, past months mostly done. */
function pickStatus(random: Random, offset: number, gallery: boolean): number {
  if (offset > 0) return 1;
  const r = random.next();
  if (gallery) return r < 0.7 ? 3 : 2;
  if (offset === 0) return r < 0.35 ? 1 : r < 0.65 ? 2 : r < 0.85 ? 3 : 4;
  return r < 0.08 ? 1 : r < 0.3 ? 2 : r < 0.9 ? 3 : 4;
}

/**
 * When a demo result of `plan` may have been completed (ms): from its first day, until its last day
 * or yesterday (in the organisation's `timeZone`), whichever is earlier, at 22:00 UTC: the
 * afternoon everywhere in Canada, so the store's day of completion is one the demo's visits cover
 * (demo-visits.ts: up to yesterday), and its approval (four hours or more after) is in the past.
 * From a month's second day on, this month's objectives show some done.
 */
export function completionWindow(
  plan: Pick<DemoObjective, 'startDate' | 'endDate'>,
  now: Date,
  timeZone: string,
): { start: number; end: number } {
  const start = Date.parse(`${plan.startDate}T13:00:00Z`);
  const yesterday = addDays(dateIn(timeZone, now), -1);
  return { start, end: Date.parse(`${plan.endDate < yesterday ? plan.endDate : yesterday}T22:00:00Z`) };
}

/**
 * Store results of the demo objectives with comments, reasons, completions and approvals
 * (approved by the district's DS or an admin, after completion) and shelf photos. The first store of
 * the demo rep's territory gets every objective with photos, for the By Store gallery.
 */
export async function seedDemoResults(
  db: DbOrTx,
  storage: FileStorage,
  ctx: { plans: DemoObjective[]; now: Date; timeZone: string; random: Random },
): Promise<void> {
  const { plans, now, timeZone, random } = ctx;
  const stores = await queryRows<Store>(
    db,
    sql`select s.id, s.territory_id, t.district_id, d.region_id, t.manager_id from stores s
          join territories t on t.id = s.territory_id join districts d on d.id = t.district_id
         where s.deleted_at is null order by s.id`,
  );
  const supervisors = new Map(
    (await queryRows<{ id: number; area_id: number }>(db, sql`select id, area_id from users where role = 3 and deleted_at is null`)).map(
      (u) => [u.area_id, u.id],
    ),
  );
  const [admin] = await queryRows<{ id: number }>(db, sql`select id from users where role = 1 order by id limit 1`);
  const [rep] = await queryRows<{ area_id: number }>(db, sql`select area_id from users where email = 'fsr@example.com'`);
  const galleryStore = stores.find((s) => s.territory_id === rep?.area_id)?.id;

  const results: Result[] = [];
  for (const plan of plans) {
    const { start, end } = completionWindow(plan, now, timeZone);
    for (const store of stores) {
      const gallery = store.id === galleryStore;
      if (!gallery && !plan.regions.includes(store.region_id)) continue;
      const supervisor = supervisors.get(store.district_id) ?? admin.id;
      let status = pickStatus(random, plan.monthOffset, gallery);
      if (status !== 1 && end <= start) status = 1;
      const completedAt = status === 2 || status === 3 ? new Date(start + random.next() * (end - start)) : null;
      const approvedAt =
        status === 3 && completedAt
          ? new Date(Math.min(completedAt.getTime() + (4 + random.next() * 92) * HOUR, now.getTime() - HOUR))
          : null;
      const completedBy = completedAt ? (store.manager_id && random.chance(0.85) ? store.manager_id : supervisor) : null;
      const comment = completedAt
        ? random.chance(0.7)
          ? random.pick(COMPLETED_COMMENTS)
          : null
        : status === 4
          ? random.chance(0.6)
            ? random.pick(NOT_COMPLETED_COMMENTS)
            : null
          : random.chance(0.1)
            ? PENDING_COMMENT
            : null;
      const withPhotos = completedAt !== null && (gallery || random.chance(store.region_id === 2 ? 0.15 : 0.06));
      results.push({
        objectiveId: plan.id,
        storeId: store.id,
        statusId: status,
        incompleteReasonId: status === 4 ? random.int(1, 6) : null,
        comments: comment,
        estimatedCompletionDate: status === 1 && comment ? plan.dueDate : null,
        completedAt,
        completedBy,
        approvedAt,
        approvedBy: approvedAt ? (random.chance(0.8) ? supervisor : admin.id) : null,
        createdAt: new Date(start - 5 * DAY),
        updatedAt: approvedAt ?? completedAt ?? new Date(start - 5 * DAY),
        photos: withPhotos ? random.int(1, gallery ? 3 : 2) : 0,
        photographer: completedBy ?? admin.id,
      });
    }
  }

  // One JSON parameter for all rows: thousands of rows in one statement, fast on PGlite too.
  const rows = await queryRows<{ id: number; objective_id: number; store_id: number }>(
    db,
    sql`insert into store_objectives (objective_id, store_id, status_id, incomplete_reason_id, comments, estimated_completion_date,
                                      completed_at, completed_by, approved_at, approved_by, created_at, updated_at)
        select * from json_to_recordset(${JSON.stringify(results.map(({ photos: _p, photographer: _u, ...row }) => row))}::json)
          as x("objectiveId" int, "storeId" int, "statusId" int, "incompleteReasonId" int, comments text, "estimatedCompletionDate" date,
               "completedAt" timestamptz, "completedBy" int, "approvedAt" timestamptz, "approvedBy" int, "createdAt" timestamptz, "updatedAt" timestamptz)
        returning id, objective_id, store_id`,
  );
  const ids = new Map(rows.map((row) => [`${row.objective_id}:${row.store_id}`, row.id]));

  const pictures = demoPhotos();
  const wanted = results.flatMap((r) =>
    Array.from({ length: r.photos }, (_, n) => ({
      resultId: ids.get(`${r.objectiveId}:${r.storeId}`)!,
      position: n,
      file: {
        bytes: pictures[(r.storeId * 7 + r.objectiveId * 3 + n) % pictures.length],
        name: `photo-${n + 1}.png`,
        contentType: 'image/png',
        uploadType: 'image',
        uploadedBy: r.photographer,
        createdAt: r.completedAt ?? undefined,
      } satisfies DemoFile,
    })),
  );
  const fileIds = await storeDemoFiles(
    db,
    storage,
    wanted.map((w) => w.file),
  );
  if (wanted.length > 0) {
    await db
      .insert(storeObjectiveFiles)
      .values(wanted.map((w, i) => ({ storeObjectiveId: w.resultId, fileId: fileIds[i], position: w.position })));
  }
  // Fresh statistics, so the first lists are planned on the real row counts (PGlite runs no autovacuum).
  await db.execute(sql`analyze store_objectives, store_objective_files, files, objectives, stores, territories, districts, users`);
}
