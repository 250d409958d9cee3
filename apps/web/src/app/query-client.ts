import { QueryClient } from '@tanstack/react-query';
import { isClientError } from '../lib/api-client';
// Only this file of the queue: the queue itself loads with the signed-in shell, not on the sign-in page.
import { followBrowserNetworkState } from '../lib/offline-queue/network-state';
import { onSignOut } from '../lib/session-context';

// Before any screen asks for data: a page loaded without signal starts offline, so its reads wait
// for the signal (or the service worker's copy) instead of failing.
followBrowserNetworkState();

/** Client errors (4xx) are answers, not glitches: only network and server failures are retried, once. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failureCount, error) => failureCount < 1 && !isClientError(error),
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
    mutations: { retry: false },
  },
});

// Loaded with the first screen that reads the server (app/server-state.tsx); from then on,
// sign-out forgets what was read for the user.
onSignOut(() => queryClient.clear());
