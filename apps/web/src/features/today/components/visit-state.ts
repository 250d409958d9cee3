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

/** A line of "Visits today": a visit as the server has it, or changed or made by writes waiting to send. */
export interface VisitTodayRow {
  key: string;
  checkin: string;
  checkout: string | null;
  /** The server's wall-clock times of checkin and checkout, when it has them (Visit). */
  checkinLocal?: string;
  checkoutLocal?: string | null;
  timeZone: string;
  /** The server's visit (its check and store time), when it has one. */
  visit?: Visit;
  /** Its check-in or check-out is still waiting to send. */
  waiting: boolean;
}

/**
 * My visits at one store today, the writes waiting to send laid over them in the order they were
 * made: a check-out closes the open visit, a check-in opens a new one. Refused writes are left out
 * (the visit panel says why they failed; they will not be sent).
 */
export function visitsTodayRows(visits: readonly Visit[], storeID: number, pending: readonly PendingVisit[]): VisitTodayRow[] {
  const rows: VisitTodayRow[] = visits.map((visit) => ({
    key: `visit-${visit.id}`,
    checkin: visit.checkin,
    checkout: visit.checkout,
    checkinLocal: visit.checkinLocal,
    checkoutLocal: visit.checkoutLocal,
    timeZone: visit.timeZone,
    visit,
    waiting: false,
  }));
  let open = rows.find((row) => row.checkout === null);
  for (const { key, meta, error } of pending) {
    if (meta.storeID !== storeID || error !== undefined) continue;
    if (meta.kind === 'checkin') {
      open = { key, checkin: meta.at, checkout: null, timeZone: meta.timeZone, waiting: true };
      rows.push(open);
    } else if (open) {
      open.checkout = meta.at;
      open.waiting = true;
      open = undefined;
    }
  }
  return rows;
}
