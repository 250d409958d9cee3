import { useQueryClient, type QueryKey, type QueryState } from '@tanstack/react-query';
import { useState } from 'react';
import { isClientError } from './api-client';

/**
 * Whether a screen mounting on a read in this state asks again: not when it was answered with a
 * 4xx less than `staleTime` ago (a record outside the user's area is 404: that is the answer, as
 * fresh as data the screen would not ask for again); yes for an older answer or another failure
 * (network, server).
 */
export function asksAgainOnMount(
  state: Pick<QueryState, 'error' | 'errorUpdatedAt'> | undefined,
  staleTime: unknown,
  now: number,
): boolean {
  const fresh = typeof staleTime === 'number' && state !== undefined && now - state.errorUpdatedAt < staleTime;
  return !(fresh && isClientError(state.error));
}

/**
 * useQuery's `retryOnMount` for a read its route starts before the screen has mounted
 * (app/signed-in-screens.ts `screenData`): the screen shows a 4xx that read has just had instead
 * of asking again (asksAgainOnMount). Read once, as the screen mounts: react-query only looks at it then.
 */
export function useRetryOnMount(queryKey: QueryKey): boolean {
  const client = useQueryClient();
  const [retry] = useState(() =>
    asksAgainOnMount(client.getQueryState(queryKey), client.getDefaultOptions().queries?.staleTime, Date.now()),
  );
  return retry;
}
