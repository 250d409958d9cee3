import { userSchema, type User } from '@fieldops/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** List, detail and search queries of users start with the endpoint. */
export const usersKey = ['/user'] as const;

/** GET /user/{id}: 404 for an unknown or deleted user. */
export const getUser = (id: number): Promise<User> => api.get(`/user/${id}`, userSchema);

export const userQueryOptions = (id: number) => queryOptions({ queryKey: [...usersKey, id], queryFn: () => getUser(id) });

export const useUser = (id: number | null) => useQuery({ ...userQueryOptions(id ?? 0), enabled: id !== null });
