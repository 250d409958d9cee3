import { pairSchema, userOptionSchema, type Pair } from '@fieldops/contract';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/download';

/** GET /store/search?output=pair&q=: stores whose name or number matches. */
export const searchStores = (q: string): Promise<Pair[]> =>
  api.get(`/store/search${toQueryString({ output: 'pair', q })}`, z.array(pairSchema));

/** GET /user/search?q=: users whose name or e-mail matches. */
export const searchUsers = async (q: string): Promise<Pair[]> =>
  (await api.get(`/user/search${toQueryString({ q })}`, z.array(userOptionSchema))).map(({ value, label }) => ({ value, label }));
