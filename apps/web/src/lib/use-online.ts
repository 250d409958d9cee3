import { useSyncExternalStore } from 'react';

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
