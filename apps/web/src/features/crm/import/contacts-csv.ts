import { CONTACT_COLUMNS } from '@fieldops/contract';
import Papa from 'papaparse';

/** The columns of the BULK LIST template, in order. */
export const TEMPLATE_COLUMNS: readonly string[] = Object.values(CONTACT_COLUMNS);

/** The template: the header row alone, comma separated (spec 3 §9). */
export const templateCsv = (): string => Papa.unparse({ fields: [...TEMPLATE_COLUMNS], data: [] });

/** Offers a text the browser made as a file to save. */
export function saveTextFile(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export interface ParsedFile {
  /** The header row's names, as the file gives them. */
  columns: string[];
  /** Every row after the header, blank ones included, so row i is line i + 2 of the file. */
  rows: Record<string, string>[];
}

/**
 * Reads CSV text with its header row. Blank rows are kept (the server skips them) so the line
 * numbers of its answer are the file's; cells beyond the header's columns are dropped. Lines may
 * end in CRLF, LF or CR, mixed in one file (rows added in a text editor to an exported file): the
 * parser takes one line break for the whole file, and read with the first one's, lines ending in
 * another would run together as one row.
 */
export function parseContactsCsv(text: string): ParsedFile {
  const result = Papa.parse<Record<string, unknown>>(text.replace(/\r\n?/g, '\n'), {
    header: true,
    newline: '\n',
    skipEmptyLines: false,
    transformHeader: (header) => header.replace(/^\uFEFF/, '').trim(),
  });
  const rows = result.data.map((row) =>
    Object.fromEntries(Object.entries(row).filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
  );
  // A file ending with a line break ends with one blank row: not a line of its own.
  while (rows.length > 0 && Object.values(rows[rows.length - 1]).every((v) => v.trim() === '')) rows.pop();
  return { columns: (result.meta.fields ?? []).filter(Boolean), rows };
}

/** Windows-1252's characters at bytes 0x80–0x9F (the five it leaves undefined kept as they are). */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/**
 * A file's bytes as text: UTF-8 (its BOM dropped) when they are valid UTF-8, else Windows-1252,
 * what Excel on Windows saves a CSV in (accented French names would otherwise read as U+FFFD).
 */
export function decodeCsvBytes(bytes: BufferSource): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Some engines (Node's) decode windows-1252 as Latin-1: its own characters at 0x80–0x9F are mapped here.
    return new TextDecoder('windows-1252').decode(bytes).replace(/[\u0080-\u009f]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80]);
  }
}

/** A chosen file, decoded (decodeCsvBytes) and parsed (parseContactsCsv). */
export const parseContactsFile = async (file: File): Promise<ParsedFile> => parseContactsCsv(decodeCsvBytes(await file.arrayBuffer()));
