import { BY_AREA_CSV_FILE, en, type ByAreaQuery, type ByAreaRow, type Paged } from '@fieldops/contract';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { invalid } from '../../lib/app-error.js';
import { toCsv, type CsvFile } from '../../lib/csv.js';
import { whereClause, textMatch } from '../../lib/list-query.js';
import type { SessionUser } from '../../lib/sessions.js';
import { storeAreaCondition } from '../../lib/area-scope.js';
import { answerPhotosOf, answerPhotosSql, hasGalleryPhotoSql, photosOf, photosSql } from './result-source.js';
import { localName } from '../../lib/reading-language.js';

type Row = {
  id: number;
  store_id: number;
  store_name: string;
  territory_id: number;
  territory_name: string;
  manager_id: number | null;
  m_first: string | null;
  m_last: string | null;
  district_id: number;
  district_name: string;
  region_id: number;
  region_name: string;
  objective_id: number;
  title: string;
  status_id: number;
  status_label: string;
  comments: string | null;
  images: Parameters<typeof photosOf>[0];
  answer_photos: Parameters<typeof answerPhotosOf>[0];
};

const columns = sql`so.id, s.id as store_id, s.name as store_name, t.id as territory_id, t.name as territory_name,
  m.id as manager_id, m.first_name as m_first, m.last_name as m_last, d.id as district_id, d.name as district_name,
  r.id as region_id, ${localName('r')} as region_name, o.id as objective_id, o.title, so.status_id,
  coalesce(${localName('ir')}, ${localName('st')}) as status_label, so.comments, ${photosSql} as images,
  ${answerPhotosSql} as answer_photos`;

const from = sql`from store_objectives so
  join objectives o on o.id = so.objective_id and o.deleted_at is null
  join objective_statuses st on st.id = so.status_id
  left join incomplete_reasons ir on ir.id = so.incomplete_reason_id
  join stores s on s.id = so.store_id
  join territories t on t.id = s.territory_id
  join districts d on d.id = t.district_id
  join regions r on r.id = d.region_id
  left join users m on m.id = t.manager_id`;

function searchCondition(text: string): SQL {
  return textMatch(text, [sql`s.name`, sql`o.title`, sql`m.first_name || ' ' || m.last_name`]);
}

/**
 * The area filters, the month (startDate: objectives whose month it is), in the gallery the results
 * with photos (their own or their form's) and, for a DSM, their own region only.
 */
function filtersOf(q: ByAreaQuery, user: SessionUser): (SQL | undefined)[] {
  const gallery = q.showGallery === 1;
  if (gallery && !q.storeID) throw invalid(en.objectives.selectStoreToContinue, { storeID: [en.objectives.selectStoreToContinue] });
  return [
    ...(q.regionID ? [sql`d.region_id = ${q.regionID}`] : []),
    ...(q.districtID ? [sql`t.district_id = ${q.districtID}`] : []),
    ...(q.territoryID ? [sql`s.territory_id = ${q.territoryID}`] : []),
    ...(q.storeID ? [sql`so.store_id = ${q.storeID}`] : []),
    ...(q.startDate ? [sql`o.start_date = date_trunc('month', ${q.startDate}::date)::date`] : []),
    ...(q.q ? [searchCondition(q.q)] : []),
    ...(gallery ? [hasGalleryPhotoSql] : []),
    storeAreaCondition(user, sql`s.territory_id`),
  ];
}

function toRow(r: Row): ByAreaRow {
  return {
    id: r.id,
    store: {
      id: r.store_id,
      name: r.store_name,
      territory: {
        id: r.territory_id,
        name: r.territory_name,
        manager: r.manager_id ? { id: r.manager_id, name: `${r.m_first} ${r.m_last}`.trim() } : null,
      },
      district: { id: r.district_id, name: r.district_name, region: { id: r.region_id, name: r.region_name } },
    },
    objective: { id: r.objective_id, title: r.title, status: r.status_id },
    statusLabel: r.status_label,
    images: photosOf(r.images).map(({ id, fileURL }) => ({ id, fileURL })),
    answerPhotos: answerPhotosOf(r.answer_photos),
    comments: r.comments,
  };
}

// Newest month first; in the list by store name, in the gallery the latest results first.
const listOrder = sql`order by o.start_date desc, lower(s.name), lower(o.title), so.id`;
const galleryOrder = sql`order by o.start_date desc, so.updated_at desc, so.id desc`;

/** GET /objective/byArea: one page query and one count. */
export async function listByArea(db: DbOrTx, q: ByAreaQuery, user: SessionUser): Promise<Paged<ByAreaRow>> {
  const where = whereClause(filtersOf(q, user));
  const order = q.showGallery === 1 ? galleryOrder : listOrder;
  const [rows, [count]] = await Promise.all([
    queryRows<Row>(db, sql`select ${columns} ${from} ${where} ${order} limit ${q.perPage} offset ${(q.page - 1) * q.perPage}`),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total ${from} ${where}`),
  ]);
  return { data: rows.map(toRow), meta: { page: q.page, perPage: q.perPage, total: count?.total ?? 0 } };
}

/** The whole filtered list as objectives-by-store.csv (columns of the By Store list view). */
export async function byAreaCsv(db: DbOrTx, q: ByAreaQuery, user: SessionUser): Promise<CsvFile> {
  const rows = (await queryRows<Row>(db, sql`select ${columns} ${from} ${whereClause(filtersOf(q, user))} ${listOrder}`)).map(toRow);
  const body = toCsv<ByAreaRow>(
    [
      { header: 'Store Name', value: (r) => r.store.name },
      { header: 'Objective', value: (r) => r.objective.title },
      { header: 'Status', value: (r) => r.statusLabel },
      { header: 'Region', value: (r) => r.store.district.region.name },
      { header: 'District', value: (r) => r.store.district.name },
      { header: 'Territory', value: (r) => r.store.territory.name },
      { header: 'Rep Name', value: (r) => r.store.territory.manager?.name },
    ],
    rows,
  );
  return { fileName: BY_AREA_CSV_FILE, body };
}
