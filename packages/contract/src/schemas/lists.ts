import { z } from 'zod';
import { masterDataMessages } from '../messages-master-data.js';
import { listQuerySchema } from './common.js';

/** File names of the CSV downloads (the full filtered list, comma separated). */
export const CSV_FILES = {
  territories: 'territories.csv',
  stores: 'stores.csv',
  users: 'users.csv',
  brands: 'brands.csv',
} as const;

/** Columns each list can be sorted on: `sort=name` ascending, `sort=-name` descending. */
export const TERRITORY_SORTS = ['id', 'name', 'district', 'region', 'manager'] as const;
export const STORE_SORTS = [
  'id',
  'name',
  'storeNumber',
  'city',
  'province',
  'postalCode',
  'territory',
  'district',
  'region',
  'user',
] as const;
export const USER_SORTS = ['id', 'name', 'firstName', 'lastName', 'email', 'role', 'area', 'startDate', 'date'] as const;
export const LOOKUP_SORTS = ['id', 'name'] as const;

/** `sort` limited to the given columns, each optionally preceded by '-'. */
export const sortSchema = <K extends string>(keys: readonly K[]) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .trim()
      .refine((v) => keys.includes(v.replace(/^-/, '') as K), {
        message: masterDataMessages.masterData.sortBy.replace('{{fields}}', keys.join(', ')),
      })
      .optional(),
  );

/** The common list query with the sort columns of one list. */
export const listQueryWith = <K extends string>(keys: readonly K[]) => listQuerySchema.extend({ sort: sortSchema(keys) });

export type TerritorySort = (typeof TERRITORY_SORTS)[number];
export type StoreSort = (typeof STORE_SORTS)[number];
export type UserSort = (typeof USER_SORTS)[number];
export type LookupSort = (typeof LOOKUP_SORTS)[number];
