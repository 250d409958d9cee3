import type { MouseEvent } from 'react';

/** What a click on a row opens, if anything (DataTable's `onRowClick`). */
export type RowOpener<T> = (row: T) => (() => void) | undefined;

/**
 * The props that make a row (a card on a phone) open something on a click: the handler, which
 * leaves a click on one of the row's own controls (its button does its own), and the pointer.
 */
export function clickableRow(open: (() => void) | undefined) {
  if (!open) return {};
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a, button, input, [role="button"]')) return;
    open();
  };
  return { onClick, sx: { cursor: 'pointer' } };
}
