import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createJobRunner, type JobOutcome } from './jobs.js';

const silent = pino({ level: 'silent' });

/** A promise the test resolves when it chooses. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('the job runner', () => {
  it('never runs two rounds of one job at once: a round asked for meanwhile is the one under way', async () => {
    const runner = createJobRunner(silent);
    const release = gate();
    let started = 0;
    runner.add({
      name: 'slow',
      everyMs: 60_000,
      run: async () => {
        started += 1;
        await release.opened;
      },
    });
    const first = runner.runNow('slow');
    const second = runner.runNow('slow');
    expect(second).toBe(first);
    release.open();
    await first;
    expect(started).toBe(1);
    await runner.runNow('slow');
    expect(started).toBe(2);
  });

  it('reports each round with its outcome; a failed round does not stop the next', async () => {
    const runner = createJobRunner(silent);
    const rounds: [string, JobOutcome][] = [];
    runner.onRound((name, outcome, seconds) => {
      expect(seconds).toBeGreaterThanOrEqual(0);
      rounds.push([name, outcome]);
    });
    let calls = 0;
    runner.add({
      name: 'flaky',
      everyMs: 60_000,
      run: async () => {
        calls += 1;
        if (calls === 1) throw new Error('database away');
      },
    });
    await runner.runNow('flaky');
    await runner.runNow('flaky');
    expect(rounds).toEqual([
      ['flaky', 'failed'],
      ['flaky', 'ok'],
    ]);
  });

  it('stop() waits for the round under way, and no round starts after it', async () => {
    const runner = createJobRunner(silent);
    const release = gate();
    let finished = false;
    let started = 0;
    runner.add({
      name: 'closing',
      everyMs: 60_000,
      run: async () => {
        started += 1;
        await release.opened;
        finished = true;
      },
    });
    runner.startTimers();
    runner.kick();
    const stopped = runner.stop().then(() => finished);
    release.open();
    expect(await stopped).toBe(true);
    runner.kick();
    expect(started).toBe(1);
  });

  it('names the jobs it runs and refuses an unknown one', () => {
    const runner = createJobRunner(silent);
    runner.add({ name: 'a', everyMs: 1000, run: async () => {} });
    expect(runner.names()).toEqual(['a']);
    expect(() => runner.runNow('b')).toThrow(/no job named 'b'/);
  });
});
