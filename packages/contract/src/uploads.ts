import { objectiveMessages } from './messages-objectives.js';

/**
 * Upload kinds and their limits (spec 2 §9, spec 3 §5): `POST /image` takes one of these as
 * `type`. The server checks the type from the file's bytes; the upload component uses the same
 * table for its accept list, size and count.
 */
export const MIME = { png: 'image/png', jpeg: 'image/jpeg', pdf: 'application/pdf' } as const;
export type UploadMime = (typeof MIME)[keyof typeof MIME];

/** The catalog key of the message for a file refused for its type, its size or both (spec 2 §5). */
export const rejectionKey = (typeNotSupported: boolean, tooBig: boolean) =>
  typeNotSupported && tooBig
    ? 'files.rejectedTypeAndSize'
    : typeNotSupported
      ? 'files.rejectedType'
      : tooBig
        ? 'files.rejectedSize'
        : 'files.rejected';

const F = objectiveMessages.files;

/**
 * 'Only 1 file can be added.', 'Only 3 files can be added.': the English text for a file limit, in
 * the form i18next picks for the count (files.tooMany_one or _other). The server and the schemas
 * write it; the web says it with t('files.tooMany', { count }) and shows the server's in the
 * reader's language.
 */
export const tooManyFilesText = (max: number): string => (max === 1 ? F.tooMany_one : F.tooMany_other).replace('{{count}}', String(max));

const MB = 1000 * 1000;
const MIB = 1024 * 1024;
const PICTURE_OR_PDF: readonly UploadMime[] = [MIME.png, MIME.jpeg, MIME.pdf];
const PDF_ONLY: readonly UploadMime[] = [MIME.pdf];

export interface UploadRule {
  maxFiles: number;
  maxBytes: number;
  mimes: readonly UploadMime[];
}

export const UPLOAD_RULES = {
  /** Photos (store results, wins, news): the default, 3 files of 3 MB. */
  image: { maxFiles: 3, maxBytes: 3 * MB, mimes: [MIME.png, MIME.jpeg] },
  objective: { maxFiles: 1, maxBytes: 10 * MIB, mimes: PICTURE_OR_PDF },
  playbook: { maxFiles: 1, maxBytes: 10 * MIB, mimes: PICTURE_OR_PDF },
  form: { maxFiles: 1, maxBytes: 10 * MIB, mimes: PICTURE_OR_PDF },
  file: { maxFiles: 1, maxBytes: 10 * MIB, mimes: PICTURE_OR_PDF },
  quicklink: { maxFiles: 1, maxBytes: 10 * MIB, mimes: PDF_ONLY },
  pdf: { maxFiles: 1, maxBytes: 10 * MIB, mimes: PDF_ONLY },
} as const satisfies Record<string, UploadRule>;

export type UploadType = keyof typeof UPLOAD_RULES;
export const UPLOAD_TYPES = Object.keys(UPLOAD_RULES) as UploadType[];

/** File name endings per type, for a picker's accept list. */
export const MIME_EXTENSIONS: Record<UploadMime, string[]> = {
  [MIME.png]: ['.png'],
  [MIME.jpeg]: ['.jpg', '.jpeg'],
  [MIME.pdf]: ['.pdf'],
};

/** The largest file any upload type allows: the server cuts every upload off there. */
export const MAX_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_RULES).map((r) => r.maxBytes));

/**
 * Which upload types each record accepts. An objective's pictures are uploaded as `objective`
 * (or `image`), its playbook as `playbook` (or `objective`/`file`), a store result's photos as
 * `image`, the files of a photo answer of its form as `form` (or `image`). A file may be attached to
 * one record only.
 */
export const ATTACHABLE_UPLOADS = {
  objectiveImages: ['objective', 'image'],
  objectivePlaybook: ['playbook', 'objective', 'file'],
  resultImages: ['image'],
  answerFiles: ['form', 'image'],
} as const satisfies Record<string, readonly UploadType[]>;
