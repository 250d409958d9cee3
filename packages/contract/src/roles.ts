import { coreMessages } from './messages-core.js';

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

/** The key of each role's name in the catalogs' `roles`: the web shows a role by its id, in the reader's language. */
export const ROLE_KEYS = {
  1: 'admin',
  2: 'regionalManager',
  3: 'districtSupervisor',
  4: 'fieldSalesRep',
} as const satisfies Record<RoleId, keyof typeof ROLE>;

/** The English names the API gives (GET /user/roles, a user's roleName, users.csv): the catalog's. */
export const ROLE_LABELS: Record<RoleId, string> = {
  1: coreMessages.roles[ROLE_KEYS[1]],
  2: coreMessages.roles[ROLE_KEYS[2]],
  3: coreMessages.roles[ROLE_KEYS[3]],
  4: coreMessages.roles[ROLE_KEYS[4]],
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
