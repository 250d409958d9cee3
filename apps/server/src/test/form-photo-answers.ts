import type { FormFieldInput } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows, type DbOrTx } from '../db/client.js';
import { demoPhotos } from '../db/seed/demo-images.js';
import type { apiCaller } from './requests.js';
import type { uploader } from './multipart.js';

type Caller = ReturnType<typeof apiCaller>;
type Uploader = ReturnType<typeof uploader>;

/** The photo field of `photoFormObjective`'s form (it takes a picture or a PDF). */
export const PHOTO_FIELD = { ref: 'display', type: 'photo', label: 'Photo of the display', meta: { maximumUploads: 2 } } as const;

/** Objectives of this file are told apart by their title. */
let made = 0;

/**
 * A custom objective of `stores` whose form asks for a note and PHOTO_FIELD, due in the latest month
 * of the demo's that has begun (a month of its own would add one to the demo's); answers its id and
 * its month's first day (startDate).
 */
export async function photoFormObjective(db: DbOrTx, call: Caller, stores: number[]): Promise<{ id: number; startDate: string }> {
  made += 1;
  const [{ startDate }] = await queryRows<{ startDate: string }>(
    db,
    sql`select max(start_date)::text as "startDate" from objectives where start_date <= current_date`,
  );
  const created = await call('POST', '/objective', {
    title: `Form photos ${made}`,
    objectiveTypeID: 1,
    brandID: 11,
    dueDate: `${startDate.slice(0, 8)}15`,
    isCustom: 1,
    stores,
  });
  expect(created.statusCode, created.body).toBe(201);
  const id: number = created.json().data.id;
  const fields: FormFieldInput[] = [{ ref: 'note', type: 'text', label: 'Note' }, PHOTO_FIELD];
  const form = await call('POST', `/objective/${id}/multiFields`, { fields });
  expect(form.statusCode, form.body).toBe(201);
  expect(created.json().data.startDate).toBe(startDate);
  return { id, startDate };
}

/**
 * A picture or a PDF sent for a form answer by the demo supervisor, who answers for the stores of
 * the rep's territory and of the neighbouring one (both in their district).
 */
export async function formFile(upload: Uploader, kind: 'picture' | 'pdf'): Promise<number> {
  const res =
    kind === 'picture'
      ? await upload('form', 'display.png', demoPhotos()[0], 'ds')
      : await upload('form', 'display.pdf', Buffer.from('%PDF-1.4\n%%EOF\n'), 'ds', 'application/pdf');
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id as number;
}

/** The supervisor answers PHOTO_FIELD of `store`'s result with `files` ([] clears it); the result's id. */
export async function answerPhotoField(call: Caller, objective: number, store: number, files: number[]): Promise<number> {
  const res = await call(
    'PUT',
    `/store/${store}/objective/${objective}`,
    { status: 1, answers: [{ ref: PHOTO_FIELD.ref, value: files }] },
    'ds',
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}
