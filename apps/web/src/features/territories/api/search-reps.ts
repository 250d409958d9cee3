import { ROLE, userOptionSchema, type UserOption } from '@fieldops/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/download';

/** GET /user/search?type=4&q=: the field sales reps whose name or e-mail matches, by name. */
export const searchReps = (q: string): Promise<UserOption[]> =>
  api.get(`/user/search${toQueryString({ type: ROLE.fieldSalesRep, q: q.trim() })}`, z.array(userOptionSchema));

export const useRepSearch = (q: string, enabled: boolean) =>
  useQuery({
    queryKey: ['/user', 'search', ROLE.fieldSalesRep, q.trim()],
    queryFn: () => searchReps(q),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
