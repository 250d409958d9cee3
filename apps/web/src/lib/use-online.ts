import { useLayoutEffect, useSyncExternalStore } from 'react';

const subscribe = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};
const isOnline = () => navigator.onLine;

/**
 * Whether the phone has a network, as the browser says (`navigator.onLine` and its events): the
 * same source as react-query's (offline-queue/network-state.ts), so a screen says 'no signal'
 * exactly while its reads wait for it.
 */
export const useOnline = (): boolean => useSyncExternalStore(subscribe, isOnline);

/** How many shown screens' notices say themselves that there is no signal (useSaysNoSignal). */
let notices = 0;
const noticeListeners = new Set<() => void>();
const subscribeNotices = (listener: () => void) => {
  noticeListeners.add(listener);
  return () => noticeListeners.delete(listener);
};
const changeNotices = (by: number) => {
  notices += by;
  for (const listener of noticeListeners) listener();
};

/**
 * Called by a notice that tells of the missing signal in its screen's own words (the rep's day's
 * OfflineNotice): while it is shown, the shell's 'No signal' bar is not, so it is not said twice.
 * A layout effect: the bar goes in the same paint as the notice comes.
 */
export function useSaysNoSignal(): void {
  useLayoutEffect(() => {
    changeNotices(1);
    return () => changeNotices(-1);
  }, []);
}

/** Whether a shown screen says itself that there is no signal (useSaysNoSignal). */
export const useNoSignalSaid = (): boolean => useSyncExternalStore(subscribeNotices, () => notices > 0);
