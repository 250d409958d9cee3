/** Roles fixed by DESIGN §4; the labels come from GET /user/roles. */
export const ROLE = {
  admin: 1,
  regionalManager: 2,
  districtSupervisor: 3,
  fieldSalesRep: 4,
} as const;

export type RoleId = (typeof ROLE)[keyof typeof ROLE];
// The schema in a module of its own: the web app's first screen uses the roles without zod.
export { roleIdSchema } from './role-schema.js';

export const ROLE_LABELS: Record<RoleId, string> = {
  1: 'Admin',
  2: 'Regional Manager (DSM)',
  3: 'District Supervisor (DS)',
  4: 'Field Sales Rep (FSR)',
};

/** Which kind of area a role is scoped to. */
export const ROLE_AREA: Record<RoleId, 'region' | 'district' | 'territory' | null> = {
  1: null,
  2: 'region',
  3: 'district',
  4: 'territory',
};

export const ALL_ROLES: readonly RoleId[] = [1, 2, 3, 4];
export const ADMIN_ONLY: readonly RoleId[] = [1];
