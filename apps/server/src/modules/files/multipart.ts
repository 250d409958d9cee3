import { en, MAX_UPLOAD_BYTES, tooManyFilesText, UPLOAD_RULES, type UploadType } from '@fieldops/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';

/** Enough of the start of a file to tell its type (file-type reads at most this much). */
const HEAD_BYTES = 4100;

/** What a POST /image request carried. */
export interface UploadInput {
  type: string | undefined;
  name: string;
  /** The whole file, or null when there was none or it was too big. */
  bytes: Buffer | null;
  /** The first bytes, kept even when the file was too big, to name its type in the answer. */
  head: Buffer;
  tooBig: boolean;
  sawFile: boolean;
}

const ruleOf = (type: string | undefined) => (type && Object.hasOwn(UPLOAD_RULES, type) ? UPLOAD_RULES[type as UploadType] : undefined);

/** A file name fit to show: no folders, no control characters, at most 200 characters. */
export function cleanFileName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200);
  return clean || 'file';
}

/**
 * Reads the multipart fields `type` and `file`. The file is cut off at the limit of its type
 * (when `type` came first, as the web app sends it) or at the largest limit of any type, so an
 * oversize upload is never held in memory whole: what passes the limit is read and dropped.
 */
export async function readUpload(request: FastifyRequest): Promise<UploadInput> {
  const input: UploadInput = { type: undefined, name: 'file', bytes: null, head: Buffer.alloc(0), tooBig: false, sawFile: false };
  if (!request.isMultipart()) return input;
  const parts = request.parts({
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, fieldSize: 200, parts: 6, headerPairs: 50 },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname === 'type' && typeof part.value === 'string') input.type = part.value.trim();
        continue;
      }
      if (part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      input.sawFile = true;
      input.name = cleanFileName(part.filename);
      const limit = ruleOf(input.type)?.maxBytes ?? MAX_UPLOAD_BYTES;
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        if (input.head.length < HEAD_BYTES) input.head = Buffer.concat([input.head, chunk]).subarray(0, HEAD_BYTES);
        size += chunk.length;
        if (size > limit) input.tooBig = true;
        if (!input.tooBig) chunks.push(chunk);
        else chunks.length = 0;
      }
      if (part.file.truncated) input.tooBig = true;
      if (!input.tooBig) input.bytes = Buffer.concat(chunks);
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      const message = tooManyFilesText(1);
      throw new AppError('PAYLOAD_TOO_LARGE', message, { file: [message] });
    }
    // Anything else the multipart parser throws is a body that is not well formed.
    request.log.info({ err: error }, 'malformed multipart body');
    throw new AppError('BAD_REQUEST', en.errors.malformed);
  }
  return input;
}
