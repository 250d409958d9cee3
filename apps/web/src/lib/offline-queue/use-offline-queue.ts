import { useCallback, useSyncExternalStore } from 'react';
import { discardChange, queueSnapshot, retryChange, subscribeQueue, type WaitingChange } from './queue';

export interface OfflineQueueState {
  /** How many changes of the signed-in user are not on the server yet (refused ones too). */
  waiting: number;
  items: WaitingChange[];
  retry: (key: string) => Promise<void>;
  discard: (key: string) => Promise<void>;
}

/** The signed-in user's changes waiting to be sent, kept up to date across tabs. */
export function useOfflineQueue(): OfflineQueueState {
  const { items } = useSyncExternalStore(subscribeQueue, queueSnapshot);
  const retry = useCallback((key: string) => retryChange(key), []);
  const discard = useCallback((key: string) => discardChange(key), []);
  return { waiting: items.length, items, retry, discard };
}

/** Whether a change whose meta matches `match` waits (a screen's 'Waiting to send' hint). */
export function useWaitingChange(match: (item: WaitingChange) => boolean): WaitingChange | undefined {
  const { items } = useSyncExternalStore(subscribeQueue, queueSnapshot);
  return items.find(match);
}
