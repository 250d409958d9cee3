import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { asksAgainOnMount } from './use-retry-on-mount';

const STALE = 30_000;
const NOW = 1_000_000;
const failed = (error: Error | null, msAgo: number) => ({ error, errorUpdatedAt: NOW - msAgo });

describe('asksAgainOnMount', () => {
  it('keeps a 4xx answered within the stale time', () => {
    expect(asksAgainOnMount(failed(new ApiError(404, 'Not found.', 'NOT_FOUND'), 2_000), STALE, NOW)).toBe(false);
    expect(asksAgainOnMount(failed(new ApiError(403, 'Forbidden.', 'FORBIDDEN'), STALE - 1), STALE, NOW)).toBe(false);
  });

  it('asks again for an older 4xx, a server or network failure, or a read never made', () => {
    expect(asksAgainOnMount(failed(new ApiError(404, 'Not found.', 'NOT_FOUND'), STALE), STALE, NOW)).toBe(true);
    expect(asksAgainOnMount(failed(new ApiError(500, 'Server error.', 'INTERNAL'), 1_000), STALE, NOW)).toBe(true);
    expect(asksAgainOnMount(failed(new ApiError(0, 'Network error.', 'NETWORK'), 1_000), STALE, NOW)).toBe(true);
    expect(asksAgainOnMount(failed(new TypeError('Failed to fetch'), 1_000), STALE, NOW)).toBe(true);
    expect(asksAgainOnMount(failed(null, 1_000), STALE, NOW)).toBe(true);
    expect(asksAgainOnMount(undefined, STALE, NOW)).toBe(true);
  });

  it('asks again when the client has no stale time in milliseconds', () => {
    expect(asksAgainOnMount(failed(new ApiError(404, 'Not found.', 'NOT_FOUND'), 1_000), undefined, NOW)).toBe(true);
  });
});
