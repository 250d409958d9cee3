import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null | undefined;
}

/** A cell a spreadsheet would run as a formula is prefixed with an apostrophe. */
function neutralise(value: string | number | null | undefined): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(value)) return `'${value}`;
  return value;
}

/** Comma-separated, quoted where needed, one header row (spec 3 §9). */
export function toCsv<Row>(columns: CsvColumn<Row>[], rows: Row[]): string {
  return stringify([columns.map((c) => c.header), ...rows.map((row) => columns.map((c) => neutralise(c.value(row))))], {
    delimiter: ',',
    record_delimiter: '\r\n',
    // csv-stringify quotes only the record delimiter itself (CRLF); a lone line feed or carriage
    // return in a comment would otherwise split the row in a spreadsheet.
    quoted_match: /[\r\n]/,
  });
}

/** What a list route answers for `?format=csv`. */
/** A day's month ('YYYY-MM-DD') named as the screens' MONTH columns name it: 'November'. */
export const monthNameOf = (day: string): string =>
  new Date(`${day}T00:00:00Z`).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });

export interface CsvFile {
  fileName: string;
  body: string;
}

/** Sends a CSV file as a download. */
export function sendCsv(reply: FastifyReply, file: CsvFile) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .send(file.body);
}
