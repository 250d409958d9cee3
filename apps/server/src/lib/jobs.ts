import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A background job: one round of work, repeated every `everyMs` on every instance of the fleet.
 * Rounds must be safe to run on several instances at once and to be cut short by a crash: each
 * claims its rows with `FOR UPDATE SKIP LOCKED` (or a lease), so two instances never do the same
 * piece of work, and what a dead instance left undone is still due for the next round anywhere.
 */
export interface Job {
  name: string;
  everyMs: number;
  run(): Promise<void>;
}

export type JobOutcome = 'ok' | 'failed';
export type JobListener = (name: string, outcome: JobOutcome, seconds: number) => void;

/**
 * Runs the jobs on timers: one round right after the server starts listening (work that fell due
 * while no instance ran), then every `everyMs`. A round still running when the next is due is not
 * doubled; a failed round is logged and the next one retries. `stop()` clears the timers and waits
 * for the rounds under way.
 */
export function createJobRunner(log: FastifyBaseLogger) {
  const jobs: Job[] = [];
  const listeners: JobListener[] = [];
  const timers: NodeJS.Timeout[] = [];
  const running = new Map<string, Promise<void>>();
  let stopped = false;

  function runRound(job: Job): Promise<void> {
    const current = running.get(job.name);
    if (current) return current;
    const started = process.hrtime.bigint();
    const finish = (outcome: JobOutcome) => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      for (const listener of listeners) listener(job.name, outcome, seconds);
    };
    const round = job
      .run()
      .then(
        () => finish('ok'),
        (err: unknown) => {
          finish('failed');
          log.warn({ err, job: job.name }, 'background job failed; the next round retries');
        },
      )
      .finally(() => running.delete(job.name));
    running.set(job.name, round);
    return round;
  }

  return {
    add(job: Job): void {
      jobs.push(job);
    },
    /** Called after each round with its outcome and duration (the metrics count them). */
    onRound(listener: JobListener): void {
      listeners.push(listener);
    },
    /** One round of `name` now (or the one under way), e.g. for a test or at start. */
    runNow(name: string): Promise<void> {
      const job = jobs.find((j) => j.name === name);
      if (!job) throw new Error(`no job named '${name}'`);
      return runRound(job);
    },
    startTimers(): void {
      for (const job of jobs) {
        const timer = setInterval(() => void (stopped || runRound(job)), job.everyMs);
        timer.unref();
        timers.push(timer);
      }
    },
    /** The first round of every job, without waiting for it. */
    kick(): void {
      if (!stopped) for (const job of jobs) void runRound(job);
    },
    async stop(): Promise<void> {
      stopped = true;
      for (const timer of timers.splice(0)) clearInterval(timer);
      await Promise.all(running.values());
    },
    names: () => jobs.map((j) => j.name),
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The background jobs of this instance (lib/jobs.ts); modules add theirs when registered. */
    jobs: JobRunner;
  }
}

/**
 * The app's job runner: timers start when the app is ready, the first rounds run once the server
 * listens (an app only injected into, as in the API tests, runs them on its timers alone), and
 * closing the app stops the timers and waits for the rounds under way.
 */
export const jobsPlugin = fp(
  async (app: FastifyInstance) => {
    const runner = createJobRunner(app.log);
    app.decorate('jobs', runner);
    app.addHook('onReady', async () => runner.startTimers());
    app.addHook('onListen', async () => runner.kick());
    app.addHook('onClose', async () => runner.stop());
  },
  { name: 'jobs' },
);
