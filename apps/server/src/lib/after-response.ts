import type { FastifyBaseLogger } from 'fastify';

/** How long a closing app waits for unfinished work before it logs what is left and goes on. */
const CLOSE_WAIT_MS = 10_000;

/**
 * Work a route starts once it has answered, so the answer's timing says nothing about the work
 * (a reset request for an unknown e-mail answers as fast as for a known one). A failure is
 * logged, since the client has had its answer; `settled()` is awaited when the app closes, so a
 * pending mail is sent, or reported as lost, rather than dropped in silence.
 */
export function createAfterResponse(log: FastifyBaseLogger) {
  const pending = new Map<Promise<void>, string>();
  return {
    run(what: string, task: () => Promise<void>, taskLog: FastifyBaseLogger = log): void {
      // setImmediate: after the reply has been handed to the socket.
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(task)
        .catch((err: unknown) => taskLog.error({ err }, `${what} failed`))
        .finally(() => pending.delete(done));
      pending.set(done, what);
    },

    async settled(waitMs = CLOSE_WAIT_MS): Promise<void> {
      let timer: NodeJS.Timeout | undefined;
      const gaveUp = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(true), waitMs);
      });
      const finished = (async () => {
        // Work may start more work while we wait.
        while (pending.size > 0) await Promise.all(pending.keys());
        return false;
      })();
      if (await Promise.race([finished, gaveUp])) {
        log.error({ unfinished: [...pending.values()] }, 'closing with work still running after the answer');
      }
      clearTimeout(timer);
    },
  };
}

export type AfterResponse = ReturnType<typeof createAfterResponse>;
