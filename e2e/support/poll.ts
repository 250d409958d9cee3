import { expect } from 'vitest';

/**
 * expect.poll with room for a busy machine: its default second is short for a save followed by
 * a list reload while other suites run.
 */
export const poll = <T>(fn: () => T | Promise<T>, message?: string) => expect.poll(fn, { timeout: 10_000, message });
