import { describe, expect, it } from 'vitest';
import { decodeCsvBytes, parseContactsCsv, parseContactsFile, TEMPLATE_COLUMNS, templateCsv } from './contacts-csv';

describe('BULK LIST files', () => {
  const name = 'Gisèle Bélanger';
  // "Gisèle Bélanger" as Excel on Windows saves it (Windows-1252): è is 0xE8, é 0xE9.
  const cp1252 = Uint8Array.from([...name].map((c) => c.charCodeAt(0)));
  const utf8 = new TextEncoder().encode(name);

  it('reads UTF-8 (with or without BOM) as such, and a file that is not UTF-8 as Windows-1252', () => {
    expect(cp1252).toContain(0xe8);
    expect(decodeCsvBytes(cp1252)).toBe(name);
    expect(decodeCsvBytes(utf8)).toBe(name);
    expect(decodeCsvBytes(Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8]))).toBe(name);
    // Bytes 0x80–0x9F are Windows-1252's own characters (’ is 0x92), not Latin-1's controls.
    expect(decodeCsvBytes(Uint8Array.from([0x4f, 0x92, 0x4e, 0xe9, 0x69, 0x6c]))).toBe('O’Néil');
  });

  it('parses a chosen Windows-1252 file with its accents', async () => {
    const header = new TextEncoder().encode('First Name,Last Name\r\n');
    const [first, last] = [cp1252.slice(0, 6), cp1252.slice(7)];
    const file = new File([header, first, Uint8Array.from([0x2c]), last, Uint8Array.from([0x0d, 0x0a])], 'crm.csv');
    expect((await parseContactsFile(file)).rows).toEqual([{ 'First Name': 'Gisèle', 'Last Name': 'Bélanger' }]);
  });

  it('offers a template of the header row alone, in the contract’s column order', () => {
    expect(templateCsv()).toBe(`${TEMPLATE_COLUMNS.join(',')}\r\n`);
    expect(TEMPLATE_COLUMNS[0]).toBe('First Name');
  });

  it('keys each row by its trimmed header, without the BOM, keeping quoted commas', () => {
    const parsed = parseContactsCsv('\uFEFFFirst Name , Brand,Notify On\r\nAvery,Milwaukee,"Wins, E-Learning"\r\n');
    expect(parsed.columns).toEqual(['First Name', 'Brand', 'Notify On']);
    expect(parsed.rows).toEqual([{ 'First Name': 'Avery', Brand: 'Milwaukee', 'Notify On': 'Wins, E-Learning' }]);
  });

  it('keeps blank rows inside the file (line numbers stay the file’s) but not the trailing one', () => {
    const parsed = parseContactsCsv('First Name,Brand\nA,X\n\nB,Y\n');
    expect(parsed.rows).toHaveLength(3);
    expect(parsed.rows[2]).toEqual({ 'First Name': 'B', Brand: 'Y' });
  });

  it('reads each line as a row whatever its line break, CRLF, LF and CR mixed in one file', () => {
    const parsed = parseContactsCsv('First Name,Brand\r\nA,X\r\nB,Y\nC,Z\n\nD,W\rE,"V\r\nU"\n');
    expect(parsed.rows).toEqual([
      { 'First Name': 'A', Brand: 'X' },
      { 'First Name': 'B', Brand: 'Y' },
      { 'First Name': 'C', Brand: 'Z' },
      { 'First Name': '' },
      { 'First Name': 'D', Brand: 'W' },
      { 'First Name': 'E', Brand: 'V\nU' },
    ]);
  });

  it('drops cells beyond the header’s columns', () => {
    const parsed = parseContactsCsv('First Name,Brand\nA,X,extra,more\n');
    expect(parsed.rows).toEqual([{ 'First Name': 'A', Brand: 'X' }]);
  });
});
