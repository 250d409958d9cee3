import { lazyExport } from '../../../lib/lazy-export';

/**
 * The home page's card of the user's own area, loaded apart with the dashboards' charts: a
 * component of its own file, so the home page fetches it and what it needs, not the barrel's
 * dashboard pages (issue 13). Render it inside a Suspense boundary.
 */
export const LazyMyAreaCard = lazyExport(() => import('./my-area-card'), 'MyAreaCard');
