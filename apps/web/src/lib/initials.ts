/**
 * 'Riley Fraser' → 'RF': the first letters of a display name's first two words, in capitals, as
 * the top bar's avatar shows them. Self-contained (the page's first script carries its source:
 * scripts/prerender-sign-in.ts).
 */
export const initialsOf = (name: string): string =>
  name
    .split(' ')
    .filter(Boolean)
    .map((part) => part[0])
    .slice(0, 2)
    .join('')
    .toUpperCase();
