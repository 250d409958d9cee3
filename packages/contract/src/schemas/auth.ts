import { z } from 'zod';
import { roleIdSchema } from '../roles.js';
import { emailSchema } from './common.js';

export const loginBodySchema = z.object({
  email: z.string().trim().toLowerCase().max(320),
  password: z.string().max(1000),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const areaSchema = z.object({
  type: z.enum(['region', 'district', 'territory']),
  id: z.number().int(),
  name: z.string(),
});
export type Area = z.infer<typeof areaSchema>;

/** The signed-in user as GET /user/me and the login answer give it. */
export const currentUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: roleIdSchema,
  areaID: z.number().int().nullable(),
  area: areaSchema.nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const loginResultSchema = z.object({
  token: z.string(),
  user: currentUserSchema,
});
export type LoginResult = z.infer<typeof loginResultSchema>;

export const resetRequestBodySchema = z.object({ email: emailSchema });
export type ResetRequestBody = z.infer<typeof resetRequestBodySchema>;

export const newPasswordBodySchema = z.object({
  password: z.string().min(1, 'Enter the password').max(1000),
});
export type NewPasswordBody = z.infer<typeof newPasswordBodySchema>;

export const tokenParamsSchema = z.object({ token: z.string().min(10).max(200) });

export const messageResultSchema = z.object({ message: z.string() });
