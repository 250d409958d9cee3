import { z } from 'zod';
import { masterDataMessages } from '../messages-master-data.js';
import { idFilterSchema, optionalIdSchema, requiredId, requiredText } from './form-fields.js';
import { listQueryWith, TERRITORY_SORTS } from './lists.js';
import { recordVersionSchema } from './record-version.js';

const T = masterDataMessages.masterData.territories;

/** `{ id, name }` of a region, district, territory, store or user wherever one is named. */
export const namedRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type NamedRef = z.infer<typeof namedRefSchema>;

export const regionSchema = namedRefSchema;
export type Region = z.infer<typeof regionSchema>;

export const districtSchema = z.object({
  id: z.number().int(),
  /** Changes with every write (rename, region, retire): sent back as If-Match (record-version.ts). */
  version: recordVersionSchema,
  name: z.string(),
  regionID: z.number().int(),
  region: namedRefSchema,
});
export type District = z.infer<typeof districtSchema>;

/** GET /district/{id}: the district with its territories. */
export const districtDetailSchema = districtSchema.extend({
  territories: z.array(z.object({ id: z.number().int(), name: z.string(), managerID: z.number().int().nullable() })),
});
export type DistrictDetail = z.infer<typeof districtDetailSchema>;

export const districtListQuerySchema = z.object({ regionID: idFilterSchema });

/** A territory as lists, selectors and GET /territory/{id} give it; manager null = 'Unassigned'. */
export const territorySchema = z.object({
  id: z.number().int(),
  /** Changes with every write, its manager's too: sent back as If-Match (record-version.ts). */
  version: recordVersionSchema,
  name: z.string(),
  originalName: z.string(),
  districtID: z.number().int(),
  managerID: z.number().int().nullable(),
  district: namedRefSchema,
  region: namedRefSchema,
  manager: namedRefSchema.nullable(),
});
export type Territory = z.infer<typeof territorySchema>;

export const territoryListQuerySchema = listQueryWith(TERRITORY_SORTS).extend({
  districtID: idFilterSchema,
  regionID: idFilterSchema,
});
export type TerritoryListQuery = z.infer<typeof territoryListQuerySchema>;

export const territoryAllQuerySchema = z.object({ districtID: idFilterSchema, regionID: idFilterSchema });

/**
 * POST /territory and PUT /territory/{id}. A manager who already holds another territory is moved
 * only with `confirmReassign: true`; without it the answer is 409 MANAGER_HAS_TERRITORY.
 */
export const territoryBodySchema = z.object({
  name: requiredText(T.fields.name, 100),
  districtID: requiredId(T.fields.districtID),
  managerID: optionalIdSchema,
  confirmReassign: z.boolean().optional(),
});
export type TerritoryBody = z.input<typeof territoryBodySchema>;
export type TerritoryInput = z.output<typeof territoryBodySchema>;
