import { dateIn, objectiveDates, PRIORITIES } from '@fieldops/contract';
import { addMonths, format, parseISO, setDate } from 'date-fns';
import { sql } from 'drizzle-orm';
import type { FileStorage } from '../../storage/file-storage.js';
import { queryRows, type DbOrTx } from '../client.js';
import { objectiveFiles, objectives } from '../schema/index.js';
import { demoPdf, demoPhotos } from './demo-images.js';
import { capitalise, DESCRIPTIONS, THEMES } from './demo-objective-texts.js';
import { storeDemoFiles } from './demo-files.js';
import { seedDemoAnswers } from './demo-answers.js';
import { seedDemoForms } from './demo-forms.js';
import { seedDemoResults, type DemoObjective } from './demo-results.js';
import { createRandom } from './random.js';

const REGION_SETS = [
  [2, 7, 11],
  [2, 12, 13],
  [2, 14, 15, 7],
  [7, 11, 12],
  [2, 13, 15],
  [2, 11, 14],
];
const PER_MONTH = 5;
/** From five months back to next month, in the organisation's time zone. */
const MONTH_OFFSETS = [-5, -4, -3, -2, -1, 0, 1];

/**
 * Six months of objectives (this month and the five before) plus next month's: every type,
 * priority and brand, each with a picture (and every other one a playbook PDF), assigned to the
 * stores of several regions, with their store results (see demo-results.ts); the custom ones
 * have forms (demo-forms.ts).
 */
export async function seedDemoObjectives(db: DbOrTx, storage: FileStorage, options: { timeZone: string; now?: Date }): Promise<void> {
  const random = createRandom(4242);
  const now = options.now ?? new Date();
  const thisMonth = parseISO(`${dateIn(options.timeZone, now).slice(0, 8)}01`);
  const [admin] = await queryRows<{ id: number }>(db, sql`select id from users where role = 1 order by id limit 1`);
  const brands = await queryRows<{ id: number; name: string }>(db, sql`select id, name from brands order by id`);
  if (!admin || brands.length === 0) return;

  const plans: (DemoObjective & {
    description: string;
    brandId: number;
    typeId: number;
    priority: string;
    isCustom: number;
    expiryDate: string;
  })[] = [];
  MONTH_OFFSETS.forEach((offset, m) => {
    for (let i = 0; i < PER_MONTH; i += 1) {
      const k = m * PER_MONTH + i;
      const typeId = (k % 7) + 1;
      const brand = brands[(k * 5) % brands.length];
      const due = format(setDate(addMonths(thisMonth, offset), 8 + ((k * 3) % 20)), 'yyyy-MM-dd');
      plans.push({
        id: 0,
        title: `${brand.name} ${THEMES[typeId][Math.floor(k / 7) % 5]}`,
        description: DESCRIPTIONS[k % DESCRIPTIONS.length],
        brandId: brand.id,
        typeId,
        priority: PRIORITIES[k % PRIORITIES.length],
        isCustom: k % 6 === 5 ? 1 : 0,
        monthOffset: offset,
        regions: REGION_SETS[k % REGION_SETS.length],
        ...objectiveDates(due),
      });
    }
  });

  const inserted = await db
    .insert(objectives)
    .values(
      plans.map((p) => ({
        title: capitalise(p.title),
        description: p.description,
        objectiveTypeId: p.typeId,
        brandId: p.brandId,
        priority: p.priority,
        isCustom: p.isCustom,
        startDate: p.startDate,
        endDate: p.endDate,
        dueDate: p.dueDate,
        expiryDate: p.expiryDate,
        createdBy: admin.id,
        createdAt: addMonths(parseISO(p.startDate), -1),
      })),
    )
    .returning({ id: objectives.id, title: objectives.title });
  inserted.forEach((row, i) => Object.assign(plans[i], { id: row.id, title: row.title }));

  const photos = demoPhotos();
  const media = plans.flatMap((p, i) => [
    {
      objectiveId: p.id,
      kind: 'image',
      file: {
        bytes: photos[i % photos.length],
        name: `objective-${i + 1}.png`,
        contentType: 'image/png' as const,
        uploadType: 'objective' as const,
        uploadedBy: admin.id,
      },
    },
    ...(i % 2 === 0
      ? [
          {
            objectiveId: p.id,
            kind: 'playbook',
            file: {
              bytes: demoPdf(p.title),
              name: `${p.title} playbook.pdf`,
              contentType: 'application/pdf' as const,
              uploadType: 'playbook' as const,
              uploadedBy: admin.id,
            },
          },
        ]
      : []),
  ]);
  const fileIds = await storeDemoFiles(
    db,
    storage,
    media.map((m) => m.file),
  );
  await db
    .insert(objectiveFiles)
    .values(media.map((m, i) => ({ objectiveId: m.objectiveId, fileId: fileIds[i], kind: m.kind, position: 0 })));

  await seedDemoForms(db, { objectiveIds: plans.filter((p) => p.isCustom === 1).map((p) => p.id), adminId: admin.id });
  await seedDemoResults(db, storage, { plans, now, timeZone: options.timeZone, random });
  await seedDemoAnswers(db, storage, random);
}
