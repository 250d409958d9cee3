import { z } from 'zod';

/** A role id (roles.ts): admin 1, regional manager 2, district supervisor 3, field sales rep 4. */
export const roleIdSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
