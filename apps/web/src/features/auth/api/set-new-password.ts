import { messageResultSchema } from '@fieldops/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

interface SetNewPasswordInput {
  token: string;
  password: string;
}

/** POST /user/password/{token}: 404 when the link is invalid, used or expired. */
export const setNewPassword = ({ token, password }: SetNewPasswordInput) =>
  api.post(`/user/password/${encodeURIComponent(token)}`, { password }, messageResultSchema);

export const useSetNewPassword = () => useMutation({ mutationFn: setNewPassword });
