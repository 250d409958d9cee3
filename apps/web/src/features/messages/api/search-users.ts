import { userOptionSchema, type UserOption } from '@fieldops/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/download';

/** GET /user/search?q=: users of any role whose name or e-mail matches, by name. */
export const searchUsers = (q: string): Promise<UserOption[]> =>
  api.get(`/user/search${toQueryString({ q: q.trim() })}`, z.array(userOptionSchema));

export const useUserSearch = (q: string, enabled: boolean) =>
  useQuery({
    queryKey: ['/user', 'search', 'any', q.trim()],
    queryFn: () => searchUsers(q),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
