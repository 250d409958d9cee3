import type { ContentPdf } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { countView, deleteViews } from '../../lib/content-views.js';
import type { SessionUser } from '../../lib/sessions.js';
import { contentFilesOf, deleteContentFiles, setContentFiles } from '../files/content-files.js';

/**
 * What weekly goods and newsletter records share (spec 3 §3): one PDF in `content_files` (upload
 * type `pdf`) and a view counter in `content_views`. `table` is the record's table name, which is
 * also its record type there.
 */
export type PdfTable = 'weekly_goods' | 'newsletters';

/** Who opens a record and on which day of the organisation (one view per user and day); none = not counted. */
export interface ViewOf {
  userId: number;
  today: string;
}

/** The PDF of each record, in one query (a list page's or one record's). */
export async function pdfsOf(db: DbOrTx, table: PdfTable, ids: number[]): Promise<Map<number, ContentPdf | null>> {
  const files = await contentFilesOf(db, table, ids);
  return new Map(ids.map((id) => [id, pdfOf(files.get(id)?.[0])]));
}

const pdfOf = (file: { id: number; fileURL: string; name: string } | undefined): ContentPdf | null =>
  file ? { id: file.id, fileURL: file.fileURL, name: file.name } : null;

/**
 * Makes `fileId` the record's PDF inside the caller's transaction: a `pdf` upload of the caller (an
 * admin's, any) attached nowhere else, or the record's own; else 422 on `file`. Answers the storage
 * keys of a PDF it replaced, to delete once the transaction has committed.
 */
export function attachPdf(tx: DbOrTx, user: SessionUser, table: PdfTable, recordId: number, fileId: number): Promise<string[]> {
  return setContentFiles(tx, user, { recordType: table, recordId }, 'file', [fileId], ['pdf']);
}

/**
 * Deletes a record with its PDF and its view rows inside the caller's transaction; 404 (`missing`)
 * when there is no such record. Answers the PDF's storage keys, to delete after the commit.
 */
export async function deletePdfRecord(tx: DbOrTx, table: PdfTable, id: number, missing: string): Promise<string[]> {
  const [row] = await queryRows<{ id: number }>(tx, sql`delete from ${sql.identifier(table)} where id = ${id} returning id`);
  if (!row) throw notFound(missing);
  const keys = await deleteContentFiles(tx, table, [id]);
  await deleteViews(tx, table, [id]);
  return keys;
}

/** The record's view count after this open: counted once per user and day, or read as it is. */
export async function viewCountAfter(db: DbOrTx, table: PdfTable, id: number, stored: number, view: ViewOf | null): Promise<number> {
  return view ? countView(db, table, id, view.userId, view.today) : stored;
}
