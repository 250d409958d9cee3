import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyExport } from '../lib/lazy-export';

export type Screen = LazyExoticComponent<ComponentType>;

/**
 * A lazily loaded screen from a module's named export. Each screen loads its own page module, not
 * its feature's index: the index names every page of the feature (and what other features use),
 * so importing it would load them all, with their libraries (the map of /geo/user for /geo).
 */
export const screen = <M extends Record<K, ComponentType>, K extends keyof M>(load: () => Promise<M>, name: K): Screen =>
  lazyExport(load, name);
