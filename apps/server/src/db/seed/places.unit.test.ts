import { describe, expect, it } from 'vitest';
import { streetAddress, type City } from './places.js';
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
