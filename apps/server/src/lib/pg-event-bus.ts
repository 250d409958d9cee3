import pg from 'pg';
import { createInProcessEventBus, type EventBus, type UserEvent } from './events.js';

/** pg_notify takes at most 8000 bytes; the envelope and a margin stay below it. */
const MAX_PAYLOAD_BYTES = 7800;
/** A text longer than this is cut when an event would not fit (the web re-reads its list on every event). */
const CUT_TEXT_AT = 1000;
const RECONNECT_MS = 1000;

/** The event with every long text cut, so its notification fits in one pg_notify. */
function cutTexts(value: unknown): unknown {
  if (typeof value === 'string') return value.length > CUT_TEXT_AT ? `${value.slice(0, CUT_TEXT_AT)}…` : value;
  if (Array.isArray(value)) return value.map(cutTexts);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cutTexts(v)]));
  return value;
}

export function payloadOf(event: UserEvent): string {
  const whole = JSON.stringify(event);
  return Buffer.byteLength(whole) <= MAX_PAYLOAD_BYTES ? whole : JSON.stringify(cutTexts(event));
}

/**
 * The live-event bus of a PostgreSQL deployment: every instance LISTENs on one channel of the
 * database on a connection of its own, `publish` sends each event with pg_notify, and what arrives
 * is handed to this instance's open streams. So a notification created through one instance
 * reaches a bell streaming from another. The connection opens on first use and comes back after
 * it drops (events sent meanwhile are not replayed: the web re-reads its lists when its stream
 * reconnects, and the bell refreshes itself regularly).
 */
export function createPostgresEventBus(options: { url: string; channel: string; onError: (error: Error) => void }): EventBus {
  const local = createInProcessEventBus();
  const channel = pg.escapeIdentifier(options.channel);
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = (): Promise<pg.Client> => {
    connecting ??= (async () => {
      const client = new pg.Client({ connectionString: options.url });
      client.on('notification', (note) => {
        if (note.channel !== options.channel || !note.payload) return;
        try {
          local.publish([JSON.parse(note.payload) as UserEvent]);
        } catch (error) {
          options.onError(error as Error);
        }
      });
      client.on('error', (error) => {
        options.onError(error);
        lost(client);
      });
      client.on('end', () => lost(client));
      try {
        await client.connect();
        await client.query(`listen ${channel}`);
      } catch (error) {
        lost(client);
        throw error;
      }
      if (closed) await client.end();
      return client;
    })();
    return connecting;
  };

  function lost(client: pg.Client) {
    const current = connecting;
    connecting = null;
    void client.end().catch(() => {});
    if (closed || current === null) return;
    clearTimeout(retry);
    retry = setTimeout(() => void connect().catch(options.onError), RECONNECT_MS);
    retry.unref();
  }

  return {
    async ready() {
      await connect();
    },
    publish(events) {
      if (events.length === 0) return;
      connect()
        .then((client) => Promise.all(events.map((event) => client.query('select pg_notify($1, $2)', [options.channel, payloadOf(event)]))))
        .catch(options.onError);
    },
    subscribe(userId, listener) {
      void connect().catch(options.onError);
      return local.subscribe(userId, listener);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const pending = connecting;
      connecting = null;
      await local.close();
      if (pending) await (await pending.catch(() => null))?.end().catch(() => {});
    },
  };
}
