import { loginResultSchema, type LoginBody, type LoginResult } from '@fieldops/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /user/login → token and current user; 401 on bad credentials, 429 when rate limited. */
export const login = (body: LoginBody): Promise<LoginResult> => api.post('/user/login', body, loginResultSchema);

export const useLogin = () => useMutation({ mutationFn: login });
