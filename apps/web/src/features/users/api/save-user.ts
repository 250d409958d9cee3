import { userSchema, type User, type UserCreateBody, type UserUpdateBody } from '@fieldops/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-context';
import { usersKey } from './get-user';

export type SaveUserInput =
  | { id?: undefined; body: UserCreateBody }
  /** `version`: the user's version the form was opened on (If-Match); absent to save whatever the version. */
  | { id: number; body: UserUpdateBody; version?: string };

/**
 * POST /user or PUT /user/{id}. 409 CONFLICT when the e-mail is taken; 409 MANAGER_HAS_TERRITORY
 * when a rep's territory has another manager, unless `confirmReassign` is set.
 */
export const saveUser = (input: SaveUserInput): Promise<User> =>
  input.id ? api.put(`/user/${input.id}`, input.body, userSchema, { ifMatch: input.version }) : api.post('/user', input.body, userSchema);

/** A rep's territory is also the territory's manager and the stores' FSR: refresh all three. */
export const useSaveUser = () => {
  const queryClient = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationFn: saveUser,
    onSuccess: (saved) =>
      Promise.all([
        ...[usersKey, ['/territory'], ['/store']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
        // Someone who edits their own record sees their new name in the top bar at once.
        ...(saved.id === session.user?.id ? [session.refreshUser()] : []),
      ]),
  });
};
