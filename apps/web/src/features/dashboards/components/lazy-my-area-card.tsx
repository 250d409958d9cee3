import { lazy } from 'react';

/**
 * The home page's card of the user's own area, loaded apart with the dashboards' charts: a
 * component of its own file, so the home page fetches it and what it needs, not the barrel's
 * dashboard pages (issue 13). Render it inside a Suspense boundary.
 */
export const LazyMyAreaCard = lazy(async () => {
  const { MyAreaCard } = await import('./my-area-card');
  return { default: MyAreaCard };
});
