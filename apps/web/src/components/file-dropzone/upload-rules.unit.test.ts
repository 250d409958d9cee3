import type { FileRejection } from 'react-dropzone';
import { describe, expect, it } from 'vitest';
import { describeRejections } from './upload-rules';

const MB = 1024 * 1024;
const refused = (name: string, size: number, ...codes: string[]): FileRejection => ({
  file: Object.assign(new File([new Uint8Array(size)], name), { path: name, relativePath: name }),
  errors: codes.map((code) => ({ code, message: code })),
});

describe('describeRejections', () => {
  it('calls a refused file too big when it is over the limit, whatever the dropzone found', () => {
    expect(describeRejections([refused('big.pdf', 4 * MB, 'file-invalid-type')], 3 * MB)).toEqual([
      { name: 'big.pdf', typeNotSupported: true, tooBig: true },
    ]);
    expect(describeRejections([refused('small.txt', 10, 'file-invalid-type')], 3 * MB)).toEqual([
      { name: 'small.txt', typeNotSupported: true, tooBig: false },
    ]);
    expect(describeRejections([refused('huge.pdf', 11 * MB, 'file-too-large')], 10 * MB)).toEqual([
      { name: 'huge.pdf', typeNotSupported: false, tooBig: true },
    ]);
  });
});
