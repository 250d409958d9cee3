import { messageResultSchema, type ResetRequestBody } from '@fieldops/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /user/reset_password: the same answer whether the e-mail exists or not. */
export const requestPasswordReset = (body: ResetRequestBody) => api.post('/user/reset_password', body, messageResultSchema);

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
