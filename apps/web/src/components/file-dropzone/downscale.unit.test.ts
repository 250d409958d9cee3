import { describe, expect, it } from 'vitest';
import { fitWithin, jpegName, MAX_PHOTO_SIDE, needsRedraw } from './downscale';

describe('photo downscaling', () => {
  it.each([
    [
      { width: 4032, height: 3024 },
      { width: 1600, height: 1200 },
    ],
    [
      { width: 3024, height: 4032 },
      { width: 1200, height: 1600 },
    ],
    [
      { width: 3000, height: 1000 },
      { width: 1600, height: 533 },
    ],
    [
      { width: 1601, height: 1601 },
      { width: 1600, height: 1600 },
    ],
    [
      { width: 20000, height: 10 },
      { width: 1600, height: 1 },
    ],
  ])('%o is drawn at %o: the longer side 1600 px, the proportions kept', (size, expected) => {
    expect(fitWithin(size)).toEqual(expected);
    expect(Math.max(expected.width, expected.height)).toBe(MAX_PHOTO_SIDE);
  });

  it('leaves a picture within the limit at its size', () => {
    expect(fitWithin({ width: 1600, height: 900 })).toEqual({ width: 1600, height: 900 });
    expect(fitWithin({ width: 1, height: 1 })).toEqual({ width: 1, height: 1 });
  });

  it('redraws a picture over the limit or of a type the server does not take; a small JPEG or PNG is sent as it is', () => {
    expect(needsRedraw('image/jpeg', { width: 3000, height: 2000 })).toBe(true);
    expect(needsRedraw('image/png', { width: 3000, height: 2000 })).toBe(true);
    expect(needsRedraw('image/webp', { width: 800, height: 600 })).toBe(true);
    expect(needsRedraw('image/jpeg', { width: 1600, height: 1200 })).toBe(false);
    expect(needsRedraw('image/png', { width: 640, height: 480 })).toBe(false);
  });

  it('names the JPEG after the original', () => {
    expect(jpegName('shelf.png')).toBe('shelf.jpg');
    expect(jpegName('IMG_0001.HEIC')).toBe('IMG_0001.jpg');
    expect(jpegName('photo')).toBe('photo.jpg');
  });
});
