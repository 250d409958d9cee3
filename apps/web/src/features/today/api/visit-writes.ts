import { visitSchema, type CheckinBody, type CheckoutBody, type Visit } from '@fieldops/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18n } from '../../../i18n';
import { queuedRef, sendWrite } from '../../../lib/offline-queue';
import { invalidateToday } from './get-today';

/** What a queued visit write remembers, so the screen can show it before it is sent. */
export type VisitMeta = {
  kind: 'checkin' | 'checkout';
  storeID: number;
  storeName: string;
  /** The moment of the tap (ISO), also sent as `at`. */
  at: string;
  timeZone: string;
};

/** Sent now with the server's visit, or queued (no signal) under `key`. */
export type VisitWrite = { sent: true; visit: Visit } | { sent: false; key: string };

const label = (meta: VisitMeta) => `${i18n.t(meta.kind === 'checkin' ? 'today.checkIn' : 'today.checkOut')} · ${meta.storeName}`;

/** POST /checkin: opens my visit at a store, now or when the signal returns (`at` keeps the tap's time). */
export async function sendCheckIn(body: CheckinBody, meta: VisitMeta): Promise<VisitWrite> {
  const outcome = await sendWrite({ method: 'POST', path: '/checkin', body, label: label(meta), meta, schema: visitSchema });
  return outcome.sent ? { sent: true, visit: outcome.data } : outcome;
}

/** PUT /checkin/{id}: closes my open visit; `visitID` may name a check-in still waiting to send. */
export async function sendCheckOut(visitID: number | string, body: CheckoutBody, meta: VisitMeta): Promise<VisitWrite> {
  const outcome = await sendWrite({ method: 'PUT', path: `/checkin/${visitID}`, body, label: label(meta), meta, schema: visitSchema });
  return outcome.sent ? { sent: true, visit: outcome.data } : outcome;
}

/** The id a queued check-in will get, for the path of a check-out queued after it. */
export const queuedVisitRef = (key: string): string => queuedRef(key);

export interface CheckInInput {
  body: CheckinBody;
  meta: VisitMeta;
}

export interface CheckOutInput {
  /** The visit's id, or the placeholder of a check-in still waiting to send. */
  visitID: number | string;
  body: CheckoutBody;
  meta: VisitMeta;
}

/**
 * The queue decides what happens without signal, so the mutation runs offline too (react-query
 * would pause it), and the refresh after it is not waited for (offline it would wait for the signal).
 */
const offlineReady = { networkMode: 'always' } as const;

export const useCheckIn = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, meta }: CheckInInput) => sendCheckIn(body, meta),
    ...offlineReady,
    onSettled: () => void invalidateToday(queryClient),
  });
};

export const useCheckOut = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ visitID, body, meta }: CheckOutInput) => sendCheckOut(visitID, body, meta),
    ...offlineReady,
    onSettled: () => void invalidateToday(queryClient),
  });
};
