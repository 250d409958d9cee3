import { stringify } from 'csv-stringify/sync';
import { translate } from '@fieldops/contract';
import type { FastifyReply } from 'fastify';
import { readingLanguage } from './reading-language.js';

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

/**
 * Comma-separated, quoted where needed, one header row (spec 3 §9). UTF-8 with a byte order mark:
 * without it Excel, where head office opens these files, reads them as Windows-1252 and shows
 * 'MontrÃ©al' for 'Montréal'; CSV readers (csv-parse, pandas, Python's utf-8-sig) skip it.
 */
export function toCsv<Row>(columns: CsvColumn<Row>[], rows: Row[]): string {
  return stringify([columns.map((c) => c.header), ...rows.map((row) => columns.map((c) => neutralise(c.value(row))))], {
    bom: true,
    delimiter: ',',
    record_delimiter: '\r\n',
    // csv-stringify quotes only the record delimiter itself (CRLF); a lone line feed or carriage
    // return in a comment would otherwise split the row in a spreadsheet.
    quoted_match: /[\r\n]/,
  });
}

/** What a list route answers for `?format=csv`. */
/**
 * A day's month ('YYYY-MM-DD') named as the screens' MONTH columns name it, in the reader's
 * language: 'November' / 'Novembre'. A file's headers are the specification's, in every language
 * (the scripts that read the files know them); its words are the reader's, as its lookup names are.
 */
export function monthNameOf(day: string): string {
  const locale = readingLanguage() === 'fr' ? 'fr-CA' : 'en-US';
  const name = new Date(`${day}T00:00:00Z`).toLocaleString(locale, { month: 'long', timeZone: 'UTC' });
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/** A catalog text in the reader's language (a word of a file's cells: 'Yes' / 'Oui'). */
export const readerText = (key: string, params?: Record<string, string | number>): string =>
  translate(readingLanguage(), key, params) ?? key;

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
