import type { LoginBody, LoginResult } from '@fieldops/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * POST /user/login → token and current user; 401 on bad credentials, 429 when rate limited. The
 * answer's schema is loaded with the first sign-in, not with the sign-in page.
 */
export const login = async (body: LoginBody): Promise<LoginResult> => {
  const { loginResultSchema } = await import('../../../lib/session-schemas');
  return api.post('/user/login', body, loginResultSchema);
};

export const useLogin = () => useMutation({ mutationFn: login });
