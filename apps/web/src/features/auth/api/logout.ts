import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /user/logout revokes the token; an expired token is no reason to stay signed in. */
export const logout = (): Promise<undefined> => api.post('/user/logout', undefined, undefined, { skipAuthRedirect: true });

/** Without network it fails at once (the shell signs out on this device either way), rather than wait for the network. */
export const useLogout = () => useMutation({ mutationFn: logout, networkMode: 'always' });
