import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation';
import { usersKey } from './get-user';

/** DELETE /user/{id}: the user is signed out and frees their territory; 409 for oneself. */
export const deleteUser = (id: number): Promise<undefined> => api.delete(`/user/${id}`);

/** The user's territory is free again: the territory lists refresh too. */
export const useDeleteUser = () => useInvalidatingMutation(deleteUser, usersKey, ['/territory']);
