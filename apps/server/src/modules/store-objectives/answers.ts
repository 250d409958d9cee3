import {
  answerSchemaOf,
  ATTACHABLE_UPLOADS,
  currentAnswers,
  en,
  type AnswerValue,
  type FormAnswer,
  type FormField,
  type StoreObjectiveAnswer,
} from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { invalid } from '../../lib/app-error.js';
import type { SessionUser } from '../../lib/sessions.js';
import { checkAttachable, setAnswerFiles } from '../files/attach.js';
import { photosOf } from './result-source.js';

type Photo = Parameters<typeof photosOf>[0];
type AnswerRow = { ref: string; value: Exclude<AnswerValue, null>; files: Photo | null };

/**
 * The answers of one store result with the files of its photo answers, in one query, as the form
 * `fields` stands now (`currentAnswers`: an answer the form no longer shows is not read).
 */
export async function resultAnswers(db: DbOrTx, storeObjectiveId: number, fields: readonly FormField[]): Promise<StoreObjectiveAnswer[]> {
  const rows = await queryRows<AnswerRow>(
    db,
    sql`select a.ref, a.value,
               (select json_agg(json_build_object('id', f.id, 'key', f.key, 'name', f.name, 'content_type', f.content_type,
                         'size', f.size) order by l.position, f.id)
                  from store_objective_files l join files f on f.id = l.file_id
                 where l.store_objective_id = a.store_objective_id and l.ref = a.ref) as files
          from store_objective_answers a
         where a.store_objective_id = ${storeObjectiveId}
         order by a.ref`,
  );
  return currentAnswers(
    fields,
    rows.map((r) => (r.files ? { ref: r.ref, value: r.value, files: photosOf(r.files) } : { ref: r.ref, value: r.value })),
  );
}

/** A failed `answerSchemaOf` parse as the one 422, each problem under `answers.<ref>`. */
function answersInvalid(error: z.ZodError): never {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) (errors[['answers', ...issue.path.map(String)].join('.')] ??= []).push(issue.message);
  throw invalid(error.issues[0]?.message ?? en.errors.validation, errors);
}

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/**
 * Saves the answers sent with a result update, inside its transaction: each is checked against its
 * field (`answerSchemaOf`, the web form's own rules), merged by ref into the stored answers (an
 * empty value removes one), and photo answers' files are checked and made the result's own.
 * What is kept is what the form shows once merged (`currentAnswers`): answers of fields a condition
 * hides, or that the form has outgrown since, are dropped with their files.
 * Completing (`complete`) checks the merged answers as a whole: every required field answered,
 * the minimums met. Answers the storage keys of files no longer used, to delete after commit.
 */
export async function saveAnswers(
  tx: DbOrTx,
  user: SessionUser,
  target: { storeObjectiveId: number; fields: FormField[]; complete: boolean },
  sent: { ref: string; value: unknown }[],
): Promise<string[]> {
  const { storeObjectiveId, fields, complete } = target;
  const parsed = answerSchemaOf(fields, { partial: true }).safeParse(sent);
  if (!parsed.success) answersInvalid(parsed.error);
  const cleared = new Set(sent.filter((a) => isEmpty(a.value)).map((a) => a.ref));

  const stored = await queryRows<{ ref: string; value: AnswerValue }>(
    tx,
    sql`select ref, value from store_objective_answers where store_objective_id = ${storeObjectiveId}`,
  );
  const merged = new Map<string, AnswerValue>(stored.map((a) => [a.ref, a.value]));
  for (const ref of cleared) merged.delete(ref);
  for (const answer of parsed.data) merged.set(answer.ref, answer.value);
  // What the form shows once merged is what is kept: answers of fields a condition hides, and
  // stored ones the form has since outgrown (options removed, condition added), go with their files.
  const current = currentAnswers(
    fields,
    [...merged].map(([ref, value]): FormAnswer => ({ ref, value })),
  );
  const currentByRef = new Map(current.map((a) => [a.ref, a.value]));
  for (const { ref } of stored) if (!currentByRef.has(ref)) cleared.add(ref);
  for (const { ref } of parsed.data) if (!currentByRef.has(ref)) cleared.add(ref);
  const storedByRef = new Map(stored.map((a) => [a.ref, JSON.stringify(a.value)]));
  const kept = current.filter((a) => storedByRef.get(a.ref) !== JSON.stringify(a.value));
  if (complete) {
    const whole = answerSchemaOf(fields, { complete: true }).safeParse(current);
    if (!whole.success) answersInvalid(whole.error);
  }

  const photoRefs = new Set(fields.filter((f) => f.type === 'photo').map((f) => f.ref));
  const photos = parsed.data.filter((a) => photoRefs.has(a.ref) && currentByRef.has(a.ref));
  await checkAttachable(
    tx,
    user,
    { storeObjectiveId },
    photos.map((a) => ({ field: `answers.${a.ref}`, ids: a.value as number[], types: ATTACHABLE_UPLOADS.answerFiles, answerRef: a.ref })),
  );

  if (cleared.size > 0) {
    await tx.execute(
      sql`delete from store_objective_answers where store_objective_id = ${storeObjectiveId}
           and ref in (select jsonb_array_elements_text(${JSON.stringify([...cleared])}::jsonb))`,
    );
  }
  if (kept.length > 0) {
    await tx.execute(
      sql`insert into store_objective_answers (store_objective_id, ref, value)
          select ${storeObjectiveId}, a.ref, a.value from jsonb_to_recordset(${JSON.stringify(kept)}::jsonb) as a(ref text, value jsonb)
          on conflict (store_objective_id, ref) do update set value = excluded.value, updated_at = now()`,
    );
  }
  const dropped: string[] = [];
  for (const ref of photoRefs) {
    const answer = photos.find((a) => a.ref === ref);
    if (answer || cleared.has(ref)) dropped.push(...(await setAnswerFiles(tx, storeObjectiveId, ref, (answer?.value as number[]) ?? [])));
  }
  return dropped;
}
