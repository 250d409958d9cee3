import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.js';

const BOM = '\uFEFF';
/** A one-column CSV of one row, its byte order mark left out. */
const one = (value: string | number | null) =>
  toCsv([{ header: 'Cell', value: (r: { v: string | number | null }) => r.v }], [{ v: value }]).slice(BOM.length);
/** The single data cell of a one-column CSV, as a spreadsheet would read it (quotes undone). */
const cell = (value: string | number | null) => {
  const body = one(value).slice('Cell\r\n'.length, -2);
  return body.startsWith('"') ? body.slice(1, -1).replace(/""/g, '"') : body;
};

describe('CSV files', () => {
  it('start with the UTF-8 byte order mark, so that Excel reads accents right', () => {
    const file = toCsv([{ header: 'City', value: (r: { city: string }) => r.city }], [{ city: 'Montréal' }]);
    expect(file).toBe(`${BOM}City\r\nMontréal\r\n`);
    expect([...Buffer.from(file, 'utf8').subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});

describe('CSV cells', () => {
  // A spreadsheet runs a cell starting with any of these as a formula (CSV injection).
  it.each(['=1+2', '-2+3', '+1+1', '@SUM(A1:A2)', '\t=1+2', '\r=1+2', '=HYPERLINK("http://x")'])(
    'neutralises %j with an apostrophe',
    (value) => {
      expect(cell(value)).toBe(`'${value}`);
    },
  );

  it.each(['Kingston East', '613-555-0100', 'K1A 0B1', 'a=b', 'x-y', 'mail@example.com', ''])('keeps %j as it is', (value) => {
    expect(cell(value)).toBe(value);
  });

  it('keeps numbers, negative ones included, and writes null as an empty cell', () => {
    expect(cell(-5)).toBe('-5');
    expect(cell(42)).toBe('42');
    expect(cell(null)).toBe('');
  });

  it('quotes commas and quotes, rows ending in CRLF', () => {
    expect(one('A, "B"')).toBe('Cell\r\n"A, ""B"""\r\n');
  });

  // A comment typed with line breaks must stay one cell of one row.
  it.each(['two\nlines', 'two\rlines', 'two\r\nlines'])('quotes a cell holding line breaks: %j', (value) => {
    expect(one(value)).toBe(`Cell\r\n"${value}"\r\n`);
  });
});
