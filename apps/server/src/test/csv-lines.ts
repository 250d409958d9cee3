import { expect } from 'vitest';

/** A CSV answer's rows (CRLF), the empty end left out; the file must start with the byte order mark Excel needs (lib/csv.ts). */
export function csvLines(body: string): string[] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  return body.slice(1).split('\r\n').filter(Boolean);
}
