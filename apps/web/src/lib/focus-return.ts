/**
 * Where the focus goes back when a popup closes. A popup opened by a form's answer (the sign-in's
 * error, say) finds the focus on the page itself: the submit button it was on was disabled while
 * the form was sent, and a disabled button lets the focus go. The popup then gives it back to the
 * element focused last, so the keyboard carries on from there.
 */
let lastFocused: HTMLElement | null = null;
let tracking = false;

/** Starts following the focus (once; the app's error popup does it, before any popup opens). */
export function trackFocus(): void {
  if (tracking || typeof document === 'undefined') return;
  tracking = true;
  document.addEventListener(
    'focusin',
    (event) => {
      if (event.target instanceof HTMLElement) lastFocused = event.target;
    },
    true,
  );
}

/** The focused element, or when the focus is on the page, the one focused last if it is still there. */
export function focusReturnTarget(): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) return active;
  return lastFocused?.isConnected ? lastFocused : null;
}
