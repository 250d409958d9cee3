import { onlineManager } from '@tanstack/react-query';

/**
 * React-query's idea of the network, taken from the browser's: what `navigator.onLine` says when
 * the page loads, then its `online` and `offline` events. Left alone, react-query assumes it is
 * online until an `offline` event, which a page (re)loaded without signal never gets: it sent its
 * reads, and the failing ones showed their errors (the bell's 'The server could not be reached'
 * over the rep's day) instead of waiting for the signal. The reads the service worker keeps are
 * tried offline anyway (their `networkMode` is 'offlineFirst').
 */
export function followBrowserNetworkState(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window): void {
  onlineManager.setEventListener((setOnline) => {
    setOnline(navigator.onLine !== false);
    const online = () => setOnline(true);
    const offline = () => setOnline(false);
    target.addEventListener('online', online);
    target.addEventListener('offline', offline);
    return () => {
      target.removeEventListener('online', online);
      target.removeEventListener('offline', offline);
    };
  });
}
