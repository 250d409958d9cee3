import { messageResultSchema } from '@fieldops/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** PUT /user/{id}/password {id, password} (admin): answers 'Password has been reset'. */
export const setUserPassword = ({ id, password }: { id: number; password: string }) =>
  api.put(`/user/${id}/password`, { id, password }, messageResultSchema);

export const useSetUserPassword = () => useMutation({ mutationFn: setUserPassword });
