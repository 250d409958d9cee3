import { messageResultSchema } from '@fieldops/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * PUT /user/me/password {currentPassword, password}: 422 when the current password is wrong.
 * Other sessions of the user are signed out; this one stays.
 */
export const changeMyPassword = (body: { currentPassword: string; password: string }) =>
  api.put('/user/me/password', body, messageResultSchema);

export const useChangeMyPassword = () => useMutation({ mutationFn: changeMyPassword });
