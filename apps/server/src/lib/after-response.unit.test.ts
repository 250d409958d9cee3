import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { createAfterResponse } from './after-response.js';

const logger = () => ({ error: vi.fn() }) as unknown as FastifyBaseLogger & { error: ReturnType<typeof vi.fn> };

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('work after the answer', () => {
  it('starts the work only after the current turn, so the answer goes first', async () => {
    const work = createAfterResponse(logger());
    const started = vi.fn(async () => {});
    work.run('mail', started);
    expect(started).not.toHaveBeenCalled();
    await work.settled();
    expect(started).toHaveBeenCalledOnce();
  });

  it('settles only when every piece of work has finished', async () => {
    const work = createAfterResponse(logger());
    const held = gate();
    const done: string[] = [];
    work.run('mail', async () => {
      await held.opened;
      done.push('mail');
    });
    let settled = false;
    const settling = work.settled().then(() => (settled = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
    held.open();
    await settling;
    expect(done).toEqual(['mail']);
  });

  it('logs a failure instead of throwing it at nobody', async () => {
    const log = logger();
    const work = createAfterResponse(log);
    work.run('password reset mail', () => Promise.reject(new Error('SMTP down')));
    await work.settled();
    expect(log.error).toHaveBeenCalledWith({ err: expect.any(Error) }, 'password reset mail failed');
  });

  it('gives up on work that never ends after the wait, naming it in the log', async () => {
    const log = logger();
    const work = createAfterResponse(log);
    work.run('password reset mail', () => new Promise<void>(() => {}));
    await work.settled(5);
    expect(log.error).toHaveBeenCalledWith({ unfinished: ['password reset mail'] }, expect.any(String));
  });
});
