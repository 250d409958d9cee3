import { MIME_EXTENSIONS, UPLOAD_RULES, type UploadType } from '@fieldops/contract';
import type { TFunction } from 'i18next';
import type { FileRejection } from 'react-dropzone';
import { formatNumber } from '../../lib/format';

/** react-dropzone's `accept` for an upload type: each MIME type with its file name endings. */
export function acceptFor(type: UploadType): Record<string, string[]> {
  return Object.fromEntries(UPLOAD_RULES[type].mimes.map((mime) => [mime, MIME_EXTENSIONS[mime]]));
}

/** '.png, .jpg, .jpeg' */
export function extensionsFor(type: UploadType): string {
  return UPLOAD_RULES[type].mimes.flatMap((mime) => MIME_EXTENSIONS[mime]).join(', ');
}

/** '3 MB' or '10 MiB', the way the limit is written in the specification; in French '3 Mo', '10 Mio'. */
export function sizeLabel(t: TFunction, bytes: number): string {
  const mib = bytes / (1024 * 1024);
  if (Number.isInteger(mib)) return t('files.sizeMiB', { size: formatNumber(mib) });
  return t('files.sizeMB', { size: formatNumber(Math.round(bytes / 100_000) / 10) });
}

/** 'Only 1 file can be added.' or 'Only 3 files can be added.': a drop over the limit, in the reader's language. */
export const tooManyText = (t: TFunction, max: number): string => t('files.tooMany', { count: max });

export interface RejectionText {
  name: string;
  typeNotSupported: boolean;
  tooBig: boolean;
}

/**
 * What was wrong with each refused file: its type, its size (over `maxBytes`), or both. The size is
 * measured here too: a photo dropzone leaves it to after the photo is made smaller, so a file
 * refused for its type would otherwise not be called too big (spec 2 §5: 'and/or').
 */
export function describeRejections(rejections: readonly FileRejection[], maxBytes: number): RejectionText[] {
  return rejections.map(({ file, errors }) => ({
    name: file.name,
    typeNotSupported: errors.some((e) => e.code === 'file-invalid-type'),
    tooBig: errors.some((e) => e.code === 'file-too-large') || file.size > maxBytes,
  }));
}
