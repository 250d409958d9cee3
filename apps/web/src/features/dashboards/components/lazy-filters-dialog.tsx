import { Suspense, useState } from 'react';
import { lazyExport } from '../../../lib/lazy-export';
import type { FiltersDialogProps } from './filters-dialog';

const loadFiltersDialog = () => import('./filters-dialog');
const FiltersDialog = lazyExport(loadFiltersDialog, 'FiltersDialog');

/** Fetches the Filters dialog's code ahead of the click that opens it (the filter icon hovered or focused). */
export const preloadFiltersDialog = () => void loadFiltersDialog();

/**
 * The Filters dialog with its code (the selects and their menus) fetched when it first opens, so a
 * dashboard's first load carries none of it (issue 13); mounted from then on, so it closes with its
 * transition and opens again at once.
 */
export function LazyFiltersDialog(props: FiltersDialogProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <FiltersDialog {...props} />
    </Suspense>
  );
}
