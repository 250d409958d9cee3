import type { KeyboardEvent } from 'react';

const ITEMS = 'button:not(:disabled), a[href], [role="button"]:not([aria-disabled="true"])';

/**
 * A keydown handler for a popup list of buttons or links (the top bar's notifications and
 * messages): Down and Up move the focus to the next or previous item, wrapping around, Home and
 * End to the first or last, as in a menu. Tab keeps working as usual.
 */
export function arrowKeyFocus(event: KeyboardEvent<HTMLElement>): void {
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(ITEMS));
  if (items.length === 0) return;
  const at = items.indexOf(document.activeElement as HTMLElement);
  const last = items.length - 1;
  const to = { ArrowDown: at >= last ? 0 : at + 1, ArrowUp: at <= 0 ? last : at - 1, Home: 0, End: last }[event.key];
  if (to === undefined) return;
  event.preventDefault();
  items[to]?.focus();
}
