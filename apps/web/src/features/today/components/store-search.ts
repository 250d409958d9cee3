import type { TodayStore } from '@fieldops/contract';
import { foldText } from '../../../lib/fold-text';

/**
 * Whether a store of the day matches a search typed without signal, as GET /today's `q` would
 * (apps/server/src/modules/stores/store-source.ts `storeSearch`): the name contains it, the store
 * number or the city starts with it; letter case and accents aside. The day's stores carry no
 * postal code, so offline a postal code finds nothing.
 */
export function matchesStoreSearch(store: Pick<TodayStore, 'name' | 'storeNumber' | 'city'>, q: string): boolean {
  const text = foldText(q.trim());
  if (!text) return true;
  return foldText(store.name).includes(text) || foldText(store.storeNumber).startsWith(text) || foldText(store.city).startsWith(text);
}
