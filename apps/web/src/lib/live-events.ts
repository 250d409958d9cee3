import { fetchEventSource } from '@microsoft/fetch-event-source';
import { API_BASE, liveEventSchema, type LiveEvent } from '@fieldops/contract';
import { getToken } from './session';

/** Wait before reconnecting after the stream failed, doubled each time up to the maximum. */
const RETRY_FIRST_MS = 2_000;
const RETRY_MAX_MS = 60_000;

class StopStream extends Error {}

/**
 * Listens to GET /notification/stream (Server-Sent Events) with the signed-in token in the
 * Authorization header (fetch-based; EventSource cannot send it). Reconnects with back-off when the
 * connection drops, keeps listening while the tab is hidden, and stops for good on a 401/403 (the
 * session ended; the next call's 401 signs the user out). Answers the function that stops it.
 */
export function listenToLiveEvents(onEvent: (event: LiveEvent) => void): () => void {
  const controller = new AbortController();
  let retry = RETRY_FIRST_MS;
  void fetchEventSource(`${API_BASE}/notification/stream`, {
    signal: controller.signal,
    headers: { Authorization: `Bearer ${getToken() ?? ''}`, 'X-Requested-With': 'XMLHttpRequest' },
    openWhenHidden: true,
    async onopen(response) {
      if (response.status === 401 || response.status === 403) throw new StopStream();
      if (!response.ok || !response.headers.get('content-type')?.startsWith('text/event-stream'))
        throw new Error(`stream ${response.status}`);
      retry = RETRY_FIRST_MS;
    },
    onmessage(message) {
      if (!message.data) return;
      const parsed = liveEventSchema.safeParse(JSON.parse(message.data));
      if (parsed.success) onEvent(parsed.data);
    },
    onerror(error) {
      if (error instanceof StopStream) throw error;
      const wait = retry;
      retry = Math.min(RETRY_MAX_MS, retry * 2);
      return wait;
    },
  }).catch(() => undefined);
  return () => controller.abort();
}
