import type { ColumnDefTemplate } from '@tanstack/react-table';
import type { ReactNode } from 'react';

/**
 * Renders a column's header or cell template, in place of TanStack's flexRender. flexRender renders
 * a function template as a component, and the pages build their columns on each render (closures
 * over their handlers), so every render gave React new component types and remounted every cell:
 * a row's Delete button left the page while its confirm dialog was open, and the focus fell to the
 * body when the dialog closed. Here the template is called from one component type that stays, so
 * the cells keep their elements (and a template may still use hooks).
 */
export function ColumnTemplate<P extends object>({
  template,
  context,
}: {
  template: ColumnDefTemplate<P> | undefined;
  context: P;
}): ReactNode {
  return typeof template === 'function' ? (template(context) as ReactNode) : (template ?? null);
}
