import type { LoginBody, LoginResult } from '@fieldops/contract';
import { useCallback, useState } from 'react';
import { ApiError, api } from '../../../lib/api-client';

/**
 * POST /user/login → token and current user; 401 on bad credentials, 429 when rate limited. The
 * answer's schema is loaded with the first sign-in, not with the sign-in page.
 */
export const login = async (body: LoginBody): Promise<LoginResult> => {
  const { loginResultSchema } = await import('../../../lib/session-schemas');
  return api.post('/user/login', body, loginResultSchema);
};

interface LoginCallbacks {
  onSuccess: (result: LoginResult) => void;
  onError: (error: unknown) => void;
}

/**
 * The sign-in request and whether it is under way. Not a react-query mutation: react-query loads
 * with the screens that read the server, not with the sign-in page (its first load stays small).
 */
export function useLogin() {
  const [isPending, setPending] = useState(false);
  const mutate = useCallback((body: LoginBody, { onSuccess, onError }: LoginCallbacks) => {
    setPending(true);
    login(body)
      .finally(() => setPending(false))
      .then(onSuccess, onError);
  }, []);
  return { isPending, mutate };
}

/**
 * A failed sign-in that says its own text (no network, throttled, a failing server); any other
 * reads as the spec's 'The user or password you entered is incorrect'.
 */
export const hasOwnText = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.status === 0 || error.status === 429 || error.status >= 500);
