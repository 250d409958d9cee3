import { AsyncLocalStorage } from 'node:async_hooks';
import { EventEmitter } from 'node:events';
import type { LiveEvent } from '@fieldops/contract';

/** A live event for one user: a notification or a message created for them. */
export interface UserEvent {
  userId: number;
  event: LiveEvent;
}

/**
 * Where live events travel from the code that creates them to the streams that push them
 * (GET /notification/stream). One bus per database: in process on PGlite (this function), over
 * LISTEN/NOTIFY on a PostgreSQL server (`pg-event-bus.ts`), so every instance's streams hear it.
 */
export interface EventBus {
  /** Resolves once events published from now on reach this instance's subscribers. */
  ready(): Promise<void>;
  publish(events: readonly UserEvent[]): void;
  /** Calls `listener` with each event for `userId` until the returned function is called. */
  subscribe(userId: number, listener: (event: LiveEvent) => void): () => void;
  close(): Promise<void>;
}

export function createInProcessEventBus(): EventBus {
  const emitter = new EventEmitter();
  // One listener per open stream; hundreds of reps each with a tab open are expected.
  emitter.setMaxListeners(0);
  const channel = (userId: number) => `user:${userId}`;
  return {
    ready: async () => {},
    publish(events) {
      for (const { userId, event } of events) emitter.emit(channel(userId), event);
    },
    subscribe(userId, listener) {
      emitter.on(channel(userId), listener);
      return () => emitter.off(channel(userId), listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/**
 * Events waiting for the end of the request that created them. Services create notifications and
 * messages inside their callers' transactions, so they cannot publish at once: a stream's client
 * would fetch before the commit, or be told of a row that is then rolled back. They hand them to
 * `publishAfterCommit`, and the live-events plugin publishes them once the request has answered
 * with success (its transactions committed by then); a failed request drops them.
 */
const pendingEvents = new AsyncLocalStorage<UserEvent[]>();

/** Runs `next` with a fresh list of pending events, which the caller publishes or drops afterwards. */
export function collectEvents(pending: UserEvent[], next: () => void): void {
  pendingEvents.run(pending, next);
}

/**
 * Queues events to publish after the current request succeeds. Outside a request (a job, the seed)
 * nothing is pushed: the bell's regular refresh shows those notifications instead.
 */
export function publishAfterCommit(events: readonly UserEvent[]): void {
  pendingEvents.getStore()?.push(...events);
}
