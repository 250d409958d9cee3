import { answerSchemaOf, OBJECTIVE_STATUS, visibleFields, type AnswerValue, type FormField } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import type { FileStorage } from '../../storage/file-storage.js';
import { queryRows, type DbOrTx } from '../client.js';
import { storeDemoFiles } from './demo-files.js';
import { demoPhotos } from './demo-images.js';
import type { Random } from './random.js';

type Result = { id: number; objective_id: number; store_id: number; photographer: number | null; completed_at: string | null };
type FieldRow = Omit<FormField, 'displayOrder'> & { objective_id: number };

const SAMPLE_TEXT: Partial<Record<FormField['type'], string[]>> = {
  text: ['Jordan Lee', 'Priya Shah', 'Sam Carter', 'Mia Novak'],
  textarea: ['Built as planned.', 'The header card arrived late; fitted on the second visit.', 'Store asks for more stock next month.'],
  email: ['manager@store.example.com', 'duty.manager@store.example.com'],
  tel: ['+1 555 0100', '(555) 010-2233'],
};

/** Answers of particular fields, where the type's samples would read oddly. */
const SAMPLE_BY_REF: Record<string, string[]> = {
  'not-built': ['The display parts have not arrived yet.', 'No floor space until the seasonal aisle is cleared.'],
};

/** A plausible answer to one field; photo fields are filled in afterwards with stored files. */
function answerOf(field: FormField, random: Random, completedAt: string | null): AnswerValue {
  const { options, minimumSelected, maximumSelected } = field.meta;
  if (SAMPLE_BY_REF[field.ref]) return random.pick(SAMPLE_BY_REF[field.ref]);
  switch (field.type) {
    case 'boolean':
      return random.chance(0.85);
    case 'numeric':
      return random.int(1, 24);
    case 'date':
      return (completedAt ?? new Date().toISOString()).slice(0, 10);
    case 'radio':
      return random.pick(options);
    case 'selection':
    case 'checkbox': {
      const count = random.int(minimumSelected ?? 1, maximumSelected ?? 1);
      return [...options].sort(() => random.next() - 0.5).slice(0, count);
    }
    default:
      return SAMPLE_TEXT[field.type] ? random.pick(SAMPLE_TEXT[field.type]!) : null;
  }
}

/**
 * Answers on the completed and approved results of the demo's custom objectives: every required
 * field and most others, photo answers with generated pictures (as the results' own photos are).
 * Each set passes `answerSchemaOf(…, { complete: true })`, so the demo holds only answers the
 * server would have accepted on completion.
 */
export async function seedDemoAnswers(db: DbOrTx, storage: FileStorage, random: Random): Promise<void> {
  const fields = await queryRows<FieldRow & { display_order: number }>(
    db,
    sql`select objective_id, ref, type, label, required, display_order, meta from objective_fields order by objective_id, display_order`,
  );
  if (fields.length === 0) return;
  const byObjective = new Map<number, FormField[]>();
  for (const f of fields)
    byObjective.set(f.objective_id, [...(byObjective.get(f.objective_id) ?? []), { ...f, displayOrder: f.display_order }]);
  const results = await queryRows<Result>(
    db,
    sql`select so.id, so.objective_id, so.store_id, coalesce(so.completed_by, so.approved_by) as photographer, so.completed_at::text
          from store_objectives so
         where so.status_id in (${OBJECTIVE_STATUS.completed}, ${OBJECTIVE_STATUS.approved})
           and so.objective_id in (select objective_id from objective_fields)
         order by so.id`,
  );
  const [{ id: adminId }] = await queryRows<{ id: number }>(db, sql`select id from users where role = 1 order by id limit 1`);

  const pictures = demoPhotos();
  const answers: { resultId: number; ref: string; value: AnswerValue }[] = [];
  const photos: { resultId: number; ref: string; position: number; uploadedBy: number; createdAt?: Date }[] = [];
  for (const result of results) {
    const form = byObjective.get(result.objective_id) ?? [];
    const set: { ref: string; value: AnswerValue }[] = [];
    for (const field of form) {
      if (field.type === 'section' || (!field.required && !random.chance(0.7))) continue;
      // A field hidden by the answers so far (its condition unmet) is not answered.
      if (field.meta.showWhen && !visibleFields(form, set).includes(field)) continue;
      if (field.type === 'photo') {
        const count = field.meta.minimumUploads ?? 1;
        const ids = Array.from({ length: count }, (_, position) => {
          photos.push({
            resultId: result.id,
            ref: field.ref,
            position,
            uploadedBy: result.photographer ?? adminId,
            createdAt: result.completed_at ? new Date(result.completed_at) : undefined,
          });
          // A placeholder: the n-th photo to store, replaced by its file's id once stored.
          return photos.length;
        });
        set.push({ ref: field.ref, value: ids });
      } else {
        set.push({ ref: field.ref, value: answerOf(field, random, result.completed_at) });
      }
    }
    const checked = answerSchemaOf(form, { complete: true }).parse(set);
    answers.push(...checked.map((a) => ({ resultId: result.id, ...a })));
  }

  const fileIds = await storeDemoFiles(
    db,
    storage,
    photos.map((p, i) => ({
      bytes: pictures[(p.resultId * 5 + i) % pictures.length],
      name: `answer-${p.position + 1}.png`,
      contentType: 'image/png',
      uploadType: 'form',
      uploadedBy: p.uploadedBy,
      createdAt: p.createdAt,
    })),
  );
  const real = (value: AnswerValue) =>
    Array.isArray(value) && typeof value[0] === 'number' ? value.map((n) => fileIds[Number(n) - 1]) : value;
  const rows = answers.map((a) => ({ store_objective_id: a.resultId, ref: a.ref, value: real(a.value) }));
  for (let start = 0; start < rows.length; start += 2000) {
    await db.execute(
      sql`insert into store_objective_answers (store_objective_id, ref, value)
          select x.store_objective_id, x.ref, x.value from jsonb_to_recordset(${JSON.stringify(rows.slice(start, start + 2000))}::jsonb)
            as x(store_objective_id int, ref text, value jsonb)`,
    );
  }
  const links = photos.map((p, i) => ({ store_objective_id: p.resultId, file_id: fileIds[i], position: p.position, ref: p.ref }));
  for (let start = 0; start < links.length; start += 2000) {
    await db.execute(
      sql`insert into store_objective_files (store_objective_id, file_id, position, ref)
          select x.store_objective_id, x.file_id, x.position, x.ref from jsonb_to_recordset(${JSON.stringify(links.slice(start, start + 2000))}::jsonb)
            as x(store_objective_id int, file_id int, position int, ref text)`,
    );
  }
}
