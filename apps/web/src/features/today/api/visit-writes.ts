import { visitSchema, type CheckinBody, type CheckoutBody, type Visit } from '@fieldops/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateToday } from './get-today';

/** What a queued visit write remembers, so the screen can show it before it is sent. */
export interface VisitMeta {
  kind: 'checkin' | 'checkout';
  storeID: number;
  storeName: string;
  /** The moment of the tap (ISO), also sent as `at`. */
  at: string;
  timeZone: string;
}

/** Sent now with the server's visit, or queued (no signal) under `key`. */
export type VisitWrite = { sent: true; visit: Visit } | { sent: false; key: string };

/** POST /checkin: opens my visit at a store. */
export async function sendCheckIn(body: CheckinBody, _meta: VisitMeta): Promise<VisitWrite> {
  return { sent: true, visit: await api.post('/checkin', body, visitSchema) };
}

/** PUT /checkin/{id}: closes my open visit. */
export async function sendCheckOut(visitID: number | string, body: CheckoutBody, _meta: VisitMeta): Promise<VisitWrite> {
  return { sent: true, visit: await api.put(`/checkin/${visitID}`, body, visitSchema) };
}

/** The id a queued check-in will get, for the path of a check-out queued after it. */
export function queuedVisitRef(key: string): string {
  return key;
}

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

export const useCheckIn = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, meta }: CheckInInput) => sendCheckIn(body, meta),
    onSettled: () => invalidateToday(queryClient),
  });
};

export const useCheckOut = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ visitID, body, meta }: CheckOutInput) => sendCheckOut(visitID, body, meta),
    onSettled: () => invalidateToday(queryClient),
  });
};
