import { describe, expect, it } from 'vitest';
import { emailName, streetAddress, type City } from './places.js';
import { createRandom } from './random.js';

const city = (name: string, province: number): City => ({ name, province, fsa: ['H2X'], area: '514', lat: 45.5, lng: -73.6 });

describe('a demo store’s street address', () => {
  it('is on a French-named street in Quebec, an English-named one elsewhere', () => {
    const random = createRandom(7);
    for (let i = 0; i < 50; i++) {
      expect(streetAddress(random, city('Montréal', 11))).toMatch(/^\d+ (Rue|Boulevard) /);
      expect(streetAddress(random, city('Ottawa', 9))).toMatch(/^\d+ [A-Z][a-z]+( [A-Z][a-z]+)?$/);
    }
  });
});

describe('a demo e-mail address’s name part', () => {
  it('keeps the letters of an accented name without their accents', () => {
    expect(emailName('Zoé')).toBe('zoe');
    expect(emailName('Côté')).toBe('cote');
    expect(emailName('MacDonald')).toBe('macdonald');
  });
});
