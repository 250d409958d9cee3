/** Text as a search compares it, letter case and accents aside: 'Chloé' → 'chloe' (as the server's `fold`). */
export const foldText = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
