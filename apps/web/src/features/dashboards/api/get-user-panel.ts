import { userApprovalRowSchema, userObjectiveRowSchema, visitSchema } from '@fieldops/contract';
import { useQuery } from '@tanstack/react-query';
import { z, type ZodType } from 'zod';
import { api } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/download';
import type { Period } from '../model/period';

/** The three tables of the user panel (spec 1 §2.8), each from its own call (spec 1 §7). */
export const USER_PANEL_TABLES = {
  approvals: { path: 'approvals', schema: z.array(userApprovalRowSchema) },
  objectives: { path: 'objectives', schema: z.array(userObjectiveRowSchema) },
  checkins: { path: 'checkin', schema: z.array(visitSchema) },
} as const;

export type UserPanelTable = keyof typeof USER_PANEL_TABLES;
export type UserPanelRows<K extends UserPanelTable> = z.infer<(typeof USER_PANEL_TABLES)[K]['schema']>;

/** GET /user/{id}/approvals | objectives | checkin ?startDate&endDate. */
export function useUserPanelRows<K extends UserPanelTable>(table: K, userID: number | null, period: Period) {
  const { path, schema } = USER_PANEL_TABLES[table];
  return useQuery({
    queryKey: ['/user', userID, path, period],
    queryFn: () => api.get(`/user/${userID}/${path}${toQueryString({ ...period })}`, schema as unknown as ZodType<UserPanelRows<K>>),
    enabled: userID !== null,
  });
}
