import { useEffect, type RefObject } from 'react';
import { PRERENDER_MARKS } from '../prerender-marks';

/**
 * Once the app has hydrated the sign-in screen prerendered into index.html, it takes over what the
 * visitor did before: the field they are in gets MUI's focused look (the browser focused it before
 * React listened), and a form sent meanwhile (held by the page's first script) is sent now. The
 * marks go, and with them the prerender's own rules for labels and outlines.
 */
export function usePrerenderHandoff(form: RefObject<HTMLFormElement | null>): void {
  useEffect(() => {
    const element = form.current;
    const copy = element?.closest(`[${PRERENDER_MARKS.language}]`);
    if (!element || !copy) return;
    const submitted = copy.hasAttribute(PRERENDER_MARKS.submitted);
    for (const mark of [PRERENDER_MARKS.language, PRERENDER_MARKS.filled, PRERENDER_MARKS.submitted]) copy.removeAttribute(mark);
    document.documentElement.removeAttribute(PRERENDER_MARKS.shown);
    document.querySelector(`[${PRERENDER_MARKS.end}]`)?.remove();
    const focused = document.activeElement;
    // React's onFocus listens to focusin: MUI's field learns it has the focus, without moving it.
    if (focused instanceof HTMLInputElement && element.contains(focused))
      focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    if (submitted) element.requestSubmit();
  }, [form]);
}
