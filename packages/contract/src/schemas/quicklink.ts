import { z } from 'zod';
import { contentMessages } from '../messages-content.js';
import { UPLOAD_RULES, type UploadType } from '../uploads.js';
import { uploadedFileSchema } from './file.js';
import { flagSchema, optionalText, requiredText } from './form-fields.js';
import { namedRefSchema } from './geography.js';
import { listQueryWith } from './lists.js';
import { recordVersionSchema } from './record-version.js';
import { contentFileIds } from './news.js';
import { isHttpUrl } from './survey.js';

const Q = contentMessages.quicklink;

/** The quicklink file types (spec 2 §9), spelled so; 'url' is a link, never a file. */
export const QUICKLINK_FILE_TYPES = [
  'TTI Intranet',
  'Playbook',
  'The Goods',
  'Website',
  'Youtube Channels',
  'Service Centres',
  'Video',
  'url',
] as const;
export type QuicklinkFileType = (typeof QUICKLINK_FILE_TYPES)[number];
/** The key of each type's label in the catalogs' `quicklink.fileTypes`: the stored value is never translated. */
export const QUICKLINK_FILE_TYPE_KEYS = {
  'TTI Intranet': 'ttiIntranet',
  Playbook: 'playbook',
  'The Goods': 'theGoods',
  Website: 'website',
  'Youtube Channels': 'youtubeChannels',
  'Service Centres': 'serviceCentres',
  Video: 'video',
  url: 'url',
} as const satisfies Record<QuicklinkFileType, keyof typeof Q.fileTypes>;
export const QUICKLINK_URL_TYPE: QuicklinkFileType = 'url';

/** Upload type of a quicklink's file: one PDF (spec 2 §9 'Quicklink file upload: pdf only'). */
export const QUICKLINK_UPLOADS: readonly UploadType[] = ['quicklink'];

export const QUICKLINK_SORTS = ['id', 'name', 'fileType', 'date'] as const;
export type QuicklinkSort = (typeof QUICKLINK_SORTS)[number];
/** GET /quicklink: ?page=&perPage=&q=&sort= (no CSV). */
export const quicklinkListQuerySchema = listQueryWith(QUICKLINK_SORTS).omit({ format: true });
export type QuicklinkListQuery = z.infer<typeof quicklinkListQuerySchema>;

const urlField = optionalText(2000).refine((v) => v === null || isHttpUrl(v), Q.validation.urlInvalid);
const fileTypeField = z
  .string({ error: Q.validation.fileType })
  .trim()
  .min(1, { error: Q.validation.fileType })
  .refine((v) => v === '' || (QUICKLINK_FILE_TYPES as readonly string[]).includes(v), Q.validation.fileType);
const files = contentFileIds(UPLOAD_RULES.quicklink.maxFiles);
/** The fields the File/URL rule reads: it is checked whenever they are valid, alongside any other problem. */
const choiceFields = z.object({ isUrl: flagSchema, url: urlField, files });

/**
 * POST /quicklink and PUT /quicklink/{id}. `isUrl` (the File/URL selector) chooses: a URL needs
 * `url` (http or https), a file needs `files` (one `quicklink` upload, a PDF). The type 'url' is
 * a link only. The output keeps only what the choice uses (no url for a file, no files for a URL).
 */
export const quicklinkBodySchema = z
  .object({
    name: requiredText(Q.validation.name, 200),
    fileType: fileTypeField,
    isUrl: flagSchema,
    url: urlField,
    files,
    comments: optionalText(2000),
  })
  .superRefine(
    (value, ctx) => {
      if (value.isUrl === 1) {
        if (value.url === null) ctx.addIssue({ code: 'custom', path: ['url'], message: Q.validation.url });
      } else {
        if (value.fileType === QUICKLINK_URL_TYPE) ctx.addIssue({ code: 'custom', path: ['fileType'], message: Q.validation.urlTypeIsUrl });
        if (value.files.length === 0) ctx.addIssue({ code: 'custom', path: ['files'], message: Q.validation.file });
      }
    },
    { when: (payload) => choiceFields.safeParse(payload.value).success },
  )
  .transform((value) => ({
    ...value,
    fileType: value.fileType as QuicklinkFileType,
    url: value.isUrl === 1 ? value.url : null,
    files: value.isUrl === 1 ? [] : value.files,
  }));
export type QuicklinkBody = z.input<typeof quicklinkBodySchema>;
export type QuicklinkInput = z.output<typeof quicklinkBodySchema>;

/** A quicklink (spec 2 §3): a PDF in `files` or a `url`, `isUrl` saying which. */
export const quicklinkSchema = z.object({
  id: z.number().int(),
  /** Changes with every write: sent back as If-Match (record-version.ts). */
  version: recordVersionSchema,
  name: z.string(),
  fileType: z.string(),
  isUrl: z.union([z.literal(0), z.literal(1)]),
  url: z.string().nullable(),
  files: z.array(uploadedFileSchema),
  comments: z.string(),
  date: z.string(),
  user: namedRefSchema.nullable(),
});
export type Quicklink = z.infer<typeof quicklinkSchema>;
