import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A file of `bytes` bytes named `name`, on disk, for setInputFiles: the browser runs on this
 * machine and reads it there. Given as a buffer, the same file went to the browser as base64
 * through its debugging connection, which took more than the step's 30 s for 11 MB on a loaded
 * machine. One directory per test process, removed when it exits.
 */
export function bigFile(name: string, bytes: number): string {
  const file = path.join(directory(), name);
  if (!fs.existsSync(file) || fs.statSync(file).size !== bytes) fs.writeFileSync(file, Buffer.alloc(bytes, 1));
  return file;
}

let made: string | undefined;
function directory(): string {
  if (made) return made;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fieldops-e2e-files-'));
  process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  return (made = dir);
}
