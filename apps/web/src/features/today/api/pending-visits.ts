import type { PendingVisit } from '../components/visit-state';

/** My check-ins and check-outs still waiting to send, oldest first. */
export function usePendingVisits(): PendingVisit[] {
  return [];
}
