import { describe, expect, it } from 'vitest';
import { positiveId } from './route-id';

describe('positiveId', () => {
  it('reads a positive integer', () => {
    expect(positiveId('1')).toBe(1);
    expect(positiveId('5001')).toBe(5001);
  });

  it('answers null for a parameter that is absent or not an id', () => {
    for (const value of [undefined, '', '0', '-3', '1.5', 'abc', '12abc']) expect(positiveId(value), String(value)).toBeNull();
  });
});
