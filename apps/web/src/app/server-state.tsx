import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadingBar } from '../components/loading-bar';
import { queryClient } from './query-client';

/**
 * Server state (react-query's cache) and the bar that shows its requests, around the screens that
 * use them: the signed-in shell and the password screens (app/screens.ts). Not on the sign-in page,
 * whose first load stays without react-query.
 */
export function ServerState({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LoadingBar />
      {children}
    </QueryClientProvider>
  );
}
