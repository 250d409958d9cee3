import { describe, expect, it } from 'vitest';
import { parseContactsCsv, TEMPLATE_COLUMNS, templateCsv } from './contacts-csv';

describe('BULK LIST files', () => {
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
