/** A small seeded generator, so demo and benchmark data are the same on every machine. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const digit = () => String(int(0, 9));
  const letter = () => 'ABCEGHJKLMNPRSTVWXYZ'[int(0, 19)];
  return { next, int, pick, digit, letter, chance: (p: number) => next() < p };
}

export type Random = ReturnType<typeof createRandom>;
