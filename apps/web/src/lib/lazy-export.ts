import { lazy, type ComponentProps, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A component loaded when it first renders, from a module's named export (React's `lazy` wants a
 * default export). Keeps the component's props: `lazyExport(() => import('./dialog'), 'Dialog')`.
 * With `unavailable`, a component of the same props stands in when the code cannot be loaded (no
 * network, or a version deployed since the page was opened) instead of the error reaching the
 * screen's boundary, which would take the screen, and what was typed in it, away.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props: React's own `lazy` takes ComponentType<any>
export function lazyExport<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
  unavailable?: ComponentType<ComponentProps<M[K]>>,
): LazyExoticComponent<M[K]> {
  return lazy(async () => {
    try {
      return { default: (await load())[name] };
    } catch (error) {
      if (!unavailable) throw error;
      return { default: unavailable as M[K] };
    }
  });
}
