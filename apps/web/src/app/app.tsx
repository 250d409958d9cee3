import { BrowserRouter, useRoutes } from 'react-router';
import { AppProviders } from './providers';
import { routes } from './router';

/** The route table's screen for the router's location (the browser's, or the build's prerender). */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * The route table (router.tsx) under React Router's declarative router: the app has no loaders or
 * actions, and the data router's code (17 kB gzipped) would load on every page, sign-in included.
 */
export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
