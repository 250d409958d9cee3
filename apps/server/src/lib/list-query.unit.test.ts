import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.js';
import { isUniqueViolation } from './db-errors.js';
import { likePattern, orderClause, whereClause, type ListSource } from './list-query.js';

const dialect = new PgDialect();
const text = (q: ReturnType<typeof sql>) => dialect.sqlToQuery(q).sql;

const source: ListSource<'name' | 'city' | 'both'> = {
  columns: sql`s.id`,
  from: sql`from stores s`,
  sorts: { name: sql`lower(s.name)`, city: sql`s.city`, both: [sql`a`, sql`b`] },
  defaultSort: 'name',
  tiebreak: sql`s.id`,
};

describe('list query helper', () => {
  it('orders by the chosen key, either way, then by the tiebreak', () => {
    expect(text(orderClause(source))).toBe('order by lower(s.name) asc, s.id asc');
    expect(text(orderClause(source, '-city'))).toBe('order by s.city desc, s.id asc');
    expect(text(orderClause(source, '-both'))).toBe('order by a desc, b desc, s.id asc');
    expect(text(orderClause(source, 'unknown'))).toBe('order by lower(s.name) asc, s.id asc');
  });

  it('joins conditions with and, and leaves out empty ones', () => {
    expect(text(whereClause([]))).toBe('');
    expect(text(whereClause([sql`a = 1`, undefined, false, sql`b = 2`]))).toBe('where a = 1 and b = 2');
  });

  it("escapes LIKE's wildcards", () => {
    expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
    expect(likePattern('K1A', 'prefix')).toBe('K1A%');
  });
});

describe('CSV', () => {
  it('quotes where needed and neutralises formulas', () => {
    const csv = toCsv([{ header: 'Name', value: (r: { n: string | null }) => r.n }], [{ n: 'A, "B"' }, { n: '=1+2' }, { n: null }]);
    expect(csv).toBe('\uFEFFName\r\n"A, ""B"""\r\n\'=1+2\r\n\r\n');
  });
});

describe('unique violations', () => {
  it('are found through Drizzle wrappers, optionally by index name', () => {
    const wrapped = { message: 'Failed query', cause: { code: '23505', constraint: 'users_email_uq' } };
    expect(isUniqueViolation(wrapped)).toBe(true);
    expect(isUniqueViolation(wrapped, 'users_email_uq')).toBe(true);
    expect(isUniqueViolation(wrapped, 'territories_manager_uq')).toBe(false);
    expect(isUniqueViolation(new Error('x'))).toBe(false);
  });
});
