import { ROLE_KEYS, type RoleId } from '@fieldops/contract';
import type { TFunction } from 'i18next';

/**
 * A role's name in the reader's language, from the catalog by the role's id: the API's names
 * (GET /user/roles, a user's roleName) are the English ones, kept for the API and users.csv.
 */
export const roleName = (t: TFunction, role: RoleId): string => t(`roles.${ROLE_KEYS[role]}`);
