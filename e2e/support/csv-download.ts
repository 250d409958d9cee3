import fs from 'node:fs';
import type { Download } from 'playwright-core';
import { expect } from 'vitest';

/** A downloaded CSV file's rows, empty lines left out; it must start with the byte order mark Excel needs (server lib/csv.ts). */
export async function csvRows(download: Download): Promise<string[]> {
  const text = fs.readFileSync(await download.path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return text
    .slice(1)
    .split(/\r?\n/)
    .filter((line) => line !== '');
}
