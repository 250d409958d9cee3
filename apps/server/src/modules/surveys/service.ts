import { en, type Paged, type Survey, type SurveyInput, type SurveyListQuery, type SurveySort } from '@fieldops/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import { runList, whereClause, type ListSource, textMatch } from '../../lib/list-query.js';
import { lockAtVersion, versionSql } from '../../lib/record-version.js';
import type { SessionUser } from '../../lib/sessions.js';

const S = en.survey;

type SurveyRow = { id: number; version: string; name: string; url: string; comments: string; created_at: string };

/** Surveys are the same for the whole organisation: no area condition. */
const surveySource: ListSource<SurveySort> = {
  columns: sql`s.id, ${versionSql(sql`s.updated_at`)} as version, s.name, s.url, s.comments,
               to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at`,
  from: sql`from surveys s`,
  search: (q) => {
    return textMatch(q, [sql`s.name`, sql`s.url`, sql`s.comments`]);
  },
  sorts: { id: sql`s.id`, name: sql`lower(s.name)`, url: sql`lower(s.url)`, created_at: sql`s.created_at` },
  defaultSort: '-created_at',
  tiebreak: sql`s.id`,
};

export async function listSurveys(db: DbOrTx, query: SurveyListQuery): Promise<Paged<Survey>> {
  const { rows, meta } = await runList<SurveyRow, SurveySort>(db, surveySource, query);
  return { data: rows, meta };
}

export async function getSurvey(db: DbOrTx, id: number): Promise<Survey> {
  const [row] = await queryRows<SurveyRow>(
    db,
    sql`select ${surveySource.columns} ${surveySource.from} ${whereClause([sql`s.id = ${id}`])}`,
  );
  if (!row) throw notFound(S.notFound);
  return row;
}

export async function createSurvey(db: DbOrTx, input: SurveyInput, user: SessionUser): Promise<Survey> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into surveys (name, url, comments, user_id) values (${input.name}, ${input.url}, ${input.comments ?? ''}, ${user.id})
        returning id`,
  );
  return getSurvey(db, row.id);
}

/** PUT /survey/{id}; made on `expected` (If-Match), it is refused once someone has saved the survey since. */
export async function updateSurvey(db: DbOrTx, id: number, input: SurveyInput, expected: string | null = null): Promise<Survey> {
  await db.transaction(async (tx) => {
    await lockAtVersion(tx, 'surveys', id, expected, S.notFound);
    await tx.execute(
      sql`update surveys set name = ${input.name}, url = ${input.url}, comments = ${input.comments ?? ''}, updated_at = now()
           where id = ${id}`,
    );
  });
  return getSurvey(db, id);
}

export async function deleteSurvey(db: DbOrTx, id: number): Promise<void> {
  const deleted = await queryRows<{ id: number }>(db, sql`delete from surveys where id = ${id} returning id`);
  if (deleted.length === 0) throw notFound(S.notFound);
}
