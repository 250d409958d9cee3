import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A component loaded when it first renders, from a module's named export (React's `lazy` wants a
 * default export). Keeps the component's props: `lazyExport(() => import('./dialog'), 'Dialog')`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props: React's own `lazy` takes ComponentType<any>
export function lazyExport<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(async () => ({ default: (await load())[name] }));
}
