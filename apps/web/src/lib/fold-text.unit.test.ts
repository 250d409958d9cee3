import { describe, expect, it } from 'vitest';
import { foldText } from './fold-text';

describe('foldText', () => {
  it('sets letter case and accents aside, as the server’s search does', () => {
    expect(foldText('Chloé Brûlé-Ouellet')).toBe('chloe brule-ouellet');
    expect(foldText('ÉLISE Çà')).toBe('elise ca');
    expect(foldText('Lowe’s #2290')).toBe('lowe’s #2290');
  });
});
