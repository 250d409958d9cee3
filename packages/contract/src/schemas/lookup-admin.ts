import { z } from 'zod';
import { settingsMessages } from '../messages-settings.js';
import { optionalText, requiredId, requiredText } from './form-fields.js';
import { listQueryWith, LOOKUP_SORTS } from './lists.js';
import { winTypeSchema } from './lookups.js';
import { recordVersionSchema } from './record-version.js';

const F = settingsMessages.fields;

/**
 * The lists an admin keeps on the settings screen (issue 12), by key, with the URL of their API.
 * POST adds, PUT renames, DELETE retires (the value stays on old records and leaves the pickers).
 */
export const ADMIN_LISTS = {
  brand: '/brand',
  trade: '/trade',
  district: '/district',
  objectiveType: '/objective_types',
  incompleteReason: '/incomplete_reason',
  winType: '/win_types',
} as const;
export type AdminListKey = keyof typeof ADMIN_LISTS;
export const ADMIN_LIST_KEYS = Object.keys(ADMIN_LISTS) as AdminListKey[];
/** The lists of plain `{ name }` values (districts also have a region). */
export type SimpleListKey = Exclude<AdminListKey, 'district'>;

/** `?all=1`: an admin's read of a list with its retired values (`retired: true`); others get the active ones. */
export const allFlagSchema = z
  .enum(['0', '1', 'true', 'false'])
  .optional()
  .transform((v) => v === '1' || v === 'true');
export const lookupAllQuerySchema = z.object({ all: allFlagSchema });
export const brandListQuerySchema = listQueryWith(LOOKUP_SORTS).extend({ all: allFlagSchema });

/**
 * POST/PUT of a brand, trade, objective type, incomplete reason or win type: its name, and the name
 * French readers see (blank: they read `name`, as for a brand's own name).
 */
export const lookupBodySchema = z.object({ name: requiredText(F.name, 100), nameFr: optionalText(100) });
export type LookupBody = z.input<typeof lookupBodySchema>;
export type LookupInput = z.output<typeof lookupBodySchema>;

/** POST/PUT /district. */
export const districtBodySchema = z.object({
  name: requiredText(F.name, 100),
  regionID: requiredId(F.regionID),
});
export type DistrictBody = z.input<typeof districtBodySchema>;
export type DistrictInput = z.output<typeof districtBodySchema>;

/** A value as the settings screen reads it (`retired` and `version` only in an `all=1` read and a write's answer). */
export const lookupRowSchema = z.object({
  id: z.number().int(),
  /** Changes with every write (rename, retire): the settings screen sends it back as If-Match (record-version.ts). */
  version: recordVersionSchema.optional(),
  name: z.string(),
  /** An admin's `all=1` read: the French name as typed (null: none). Other reads carry `name` in the reader's language. */
  nameFr: z.string().nullable().optional(),
  retired: z.boolean().optional(),
});
export type LookupRow = z.infer<typeof lookupRowSchema>;

/** A win type as the settings screen reads it (`all=1`): the pickers' `label`, with the French name and `retired`. */
export const winTypeRowSchema = winTypeSchema.extend({
  /** Changes with every write (rename, retire): sent back as If-Match (record-version.ts). */
  version: recordVersionSchema.optional(),
  nameFr: z.string().nullable().optional(),
  retired: z.boolean().optional(),
});
export type WinTypeRow = z.infer<typeof winTypeRowSchema>;
