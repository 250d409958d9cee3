import { displayName, type StoreObjective, type StoreObjectiveSort } from '@fieldops/contract';
import { sql, type SQL } from 'drizzle-orm';
import { likePattern, textMatch, type ListSource } from '../../lib/list-query.js';
import { fileUrlOf } from '../../storage/file-storage.js';
import { localName } from '../../lib/reading-language.js';
import { versionSql } from '../../lib/record-version.js';

/** A timestamp as ISO 8601 in UTC, from either driver the same way. */
export const isoSql = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

type Photo = { id: number; key: string; name: string; content_type: string; size: number };
type AnswerPhoto = { id: number; key: string; label: string };

export type ResultRow = {
  id: number;
  store_id: number;
  objective_id: number;
  status_id: number;
  status_name: string;
  incomplete_reason_id: number | null;
  reason_name: string | null;
  comments: string | null;
  updated_at: string;
  version: string;
  estimated_completion_date: string | null;
  completed_at: string | null;
  completed_by: number | null;
  cb_first: string | null;
  cb_last: string | null;
  approved_at: string | null;
  approved_by: number | null;
  ab_first: string | null;
  ab_last: string | null;
  reopened_at: string | null;
  reopened_by: number | null;
  rb_first: string | null;
  rb_last: string | null;
  reopen_comment: string | null;
  store_name: string;
  store_number: string;
  territory_id: number;
  territory_name: string;
  district_id: number;
  district_name: string;
  region_id: number;
  region_name: string;
  manager_id: number | null;
  m_first: string | null;
  m_last: string | null;
  title: string;
  due_date: string;
  start_date: string;
  images: Photo[] | string;
  answer_photos: AnswerPhoto[] | string;
};

/** The photos of `so`, in order, as one JSON array (part of the row, so a page is one query). */
export const photosSql = sql`(select coalesce(json_agg(json_build_object('id', pf.id, 'key', pf.key, 'name', pf.name,
    'content_type', pf.content_type, 'size', pf.size) order by pl.position, pf.id), '[]'::json)
  from store_objective_files pl join files pf on pf.id = pl.file_id where pl.store_objective_id = so.id and pl.ref is null)`;

/**
 * The pictures answering the photo fields of `so`'s form (`ref` = the field), each with its field
 * (`fl`): a photo field also takes a PDF, which no gallery shows.
 */
const answerPicturesFrom = sql`from store_objective_files al join files af on af.id = al.file_id
  join objective_fields fl on fl.objective_id = so.objective_id and fl.ref = al.ref and fl.type = 'photo'
  where al.store_objective_id = so.id and af.content_type like 'image/%'`;

/** Those pictures in form order, with their field's label, as one JSON array. */
export const answerPhotosSql = sql`(select coalesce(json_agg(json_build_object('id', af.id, 'key', af.key, 'label', fl.label)
    order by fl.display_order, fl.id, al.position, af.id), '[]'::json) ${answerPicturesFrom})`;

/**
 * `so` has a photo the galleries show (showGallery=1): one of its own, or a picture answering its
 * form, where a custom objective's evidence is.
 */
export const hasGalleryPhotoSql = sql`(exists (select 1 from store_objective_files gl where gl.store_objective_id = so.id and gl.ref is null)
  or exists (select 1 ${answerPicturesFrom}))`;

export const resultColumns = sql`so.id, so.store_id, so.objective_id, so.status_id, ${localName('st')} as status_name,
  so.incomplete_reason_id, ${localName('ir')} as reason_name, so.comments, ${isoSql(sql`so.updated_at`)} as updated_at,
  ${versionSql(sql`so.updated_at`)} as version,
  so.estimated_completion_date::text as estimated_completion_date,
  ${isoSql(sql`so.completed_at`)} as completed_at, so.completed_by, cb.first_name as cb_first, cb.last_name as cb_last,
  ${isoSql(sql`so.approved_at`)} as approved_at, so.approved_by, ab.first_name as ab_first, ab.last_name as ab_last,
  ${isoSql(sql`so.reopened_at`)} as reopened_at, so.reopened_by, rb.first_name as rb_first, rb.last_name as rb_last, so.reopen_comment,
  s.name as store_name, s.store_number, t.id as territory_id, t.name as territory_name, d.id as district_id,
  d.name as district_name, r.id as region_id, ${localName('r')} as region_name, m.id as manager_id, m.first_name as m_first,
  m.last_name as m_last, o.title, o.due_date::text as due_date, o.start_date::text as start_date, ${photosSql} as images,
  ${answerPhotosSql} as answer_photos`;

/** Store results of active objectives, with their store's area and people. */
export const resultFrom = sql`from store_objectives so
  join objectives o on o.id = so.objective_id and o.deleted_at is null
  join objective_statuses st on st.id = so.status_id
  left join incomplete_reasons ir on ir.id = so.incomplete_reason_id
  join stores s on s.id = so.store_id
  join territories t on t.id = s.territory_id
  join districts d on d.id = t.district_id
  join regions r on r.id = d.region_id
  left join users m on m.id = t.manager_id
  left join users cb on cb.id = so.completed_by
  left join users ab on ab.id = so.approved_by
  left join users rb on rb.id = so.reopened_by`;

/** What the filters and the search name, without the joins that only add names (for counting). */
export const resultCountFrom = sql`from store_objectives so
  join objectives o on o.id = so.objective_id and o.deleted_at is null
  join stores s on s.id = so.store_id
  join territories t on t.id = s.territory_id
  join districts d on d.id = t.district_id`;

export const resultSource: ListSource<StoreObjectiveSort> = {
  columns: resultColumns,
  from: resultFrom,
  countFrom: resultCountFrom,
  deferredJoin: { key: sql`so.id`, sorts: ['store', 'storeNumber', 'status', 'territory', 'district', 'updated_at'] },
  search: (q) => sql`(${textMatch(q, [sql`s.name`])} or s.store_number like ${likePattern(q, 'prefix')})`,
  sorts: {
    store: sql`lower(s.name)`,
    storeNumber: sql`s.store_number`,
    status: sql`so.status_id`,
    territory: sql`lower(t.name)`,
    district: sql`lower(d.name)`,
    region: sql`lower(${localName('r')})`,
    updated_at: sql`so.updated_at`,
  },
  defaultSort: 'store',
  tiebreak: sql`so.id`,
};

const person = (id: number | null, first: string | null, last: string | null) =>
  id ? { id, name: displayName(first ?? '', last ?? '') } : null;

export const photosOf = (images: Photo[] | string) =>
  (typeof images === 'string' ? (JSON.parse(images) as Photo[]) : images).map((p) => ({
    id: p.id,
    fileURL: fileUrlOf(p.key),
    name: p.name,
    contentType: p.content_type,
    size: p.size,
  }));

/** `answerPhotosSql`'s array as the contract's `answerPhotos`. */
export const answerPhotosOf = (photos: AnswerPhoto[] | string) =>
  (typeof photos === 'string' ? (JSON.parse(photos) as AnswerPhoto[]) : photos).map((p) => ({
    id: p.id,
    fileURL: fileUrlOf(p.key),
    label: p.label,
  }));

export function toResult(r: ResultRow): StoreObjective {
  return {
    id: r.id,
    storeID: r.store_id,
    objectiveID: r.objective_id,
    status: { id: r.status_id, name: r.status_name },
    statusLabel: r.reason_name ?? r.status_name,
    incompleteReasonID: r.incomplete_reason_id,
    comments: r.comments,
    images: photosOf(r.images),
    answerPhotos: answerPhotosOf(r.answer_photos),
    updated_at: r.updated_at,
    version: r.version,
    estimatedCompletionDate: r.estimated_completion_date,
    completedAt: r.completed_at,
    completedBy: person(r.completed_by, r.cb_first, r.cb_last),
    approvedAt: r.approved_at,
    approvedBy: person(r.approved_by, r.ab_first, r.ab_last),
    reopenedAt: r.reopened_at,
    reopenedBy: person(r.reopened_by, r.rb_first, r.rb_last),
    reopenComment: r.reopen_comment,
    store: {
      id: r.store_id,
      name: r.store_name,
      storeNumber: r.store_number,
      territory: { id: r.territory_id, name: r.territory_name },
      district: { id: r.district_id, name: r.district_name },
      region: { id: r.region_id, name: r.region_name },
      user: person(r.manager_id, r.m_first, r.m_last),
    },
    objective: { id: r.objective_id, title: r.title, dueDate: r.due_date, startDate: r.start_date },
    // The form and its answers are read only for one result (getResult), never per list row.
    fields: [],
    answers: [],
  };
}
