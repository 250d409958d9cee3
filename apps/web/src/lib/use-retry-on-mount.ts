import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { isClientError } from './api-client';

/**
 * useQuery's `retryOnMount` for a read its route starts before the screen has mounted
 * (app/signed-in-screens.ts `screenData`): when that read was already answered with a 4xx (a
 * record outside the user's area is 404), the screen shows that answer instead of asking again.
 * Other failures (network, server) are still tried again when a screen mounts on them.
 */
export function useRetryOnMount(queryKey: QueryKey): boolean {
  return !isClientError(useQueryClient().getQueryState(queryKey)?.error);
}
