import type { Visit } from '@fieldops/contract';
import type { VisitMeta } from '../api/visit-writes';

/** A check-in or check-out still waiting to send (the offline queue's item). */
export interface PendingVisit {
  key: string;
  meta: VisitMeta;
  error?: string;
}

/**
 * Where I stand at one store, the server's open visit overlaid with the writes still waiting to
 * send (in the order they were made), so a rep without signal can carry on with the visit.
 */
export type VisitState =
  | { kind: 'out' }
  /** Checked in, as the server knows it. */
  | { kind: 'in'; visit: Visit }
  /** Checked in, the check-in waiting to send under `key`. */
  | { kind: 'inPending'; key: string; at: string; error?: string }
  /** Checked out, the check-out waiting to send. */
  | { kind: 'outPending'; at: string; error?: string };

const isVisitWrite = (p: PendingVisit) => p.meta.kind === 'checkin' || p.meta.kind === 'checkout';

export function visitStateAt(storeID: number, openVisit: Visit | null, pending: readonly PendingVisit[]): VisitState {
  const last = pending.filter((p) => isVisitWrite(p) && p.meta.storeID === storeID).at(-1);
  if (last?.meta.kind === 'checkout') return { kind: 'outPending', at: last.meta.at, error: last.error };
  if (last?.meta.kind === 'checkin') return { kind: 'inPending', key: last.key, at: last.meta.at, error: last.error };
  if (openVisit && openVisit.storeID === storeID) return { kind: 'in', visit: openVisit };
  return { kind: 'out' };
}

/** My last check-in still waiting to send and not followed by its check-out, at any store. */
export function pendingOpenVisit(pending: readonly PendingVisit[]): PendingVisit | null {
  const last = pending.filter(isVisitWrite).at(-1);
  return last?.meta.kind === 'checkin' ? last : null;
}
