/**
 * The sign-in screen prerendered into index.html (apps/web/scripts/prerender-sign-in.ts), one copy
 * per language, each in an element marked with its language. The page's first script marks <html>
 * with the copy to show to this visitor, if any; the others stay hidden, and main.tsx hydrates the
 * shown one as the app's #root. The marks go once the app has taken over (pages/login-page.tsx).
 */
export const PRERENDER_MARKS = {
  /** On <html>: the language of the copy shown ('en' or 'fr'); none for a visitor who gets the app alone. */
  shown: 'data-sign-in',
  /** On each copy's element: its language, until the app has hydrated it. */
  language: 'data-prerendered',
  /** The names of the fields typed into before hydration (their label stays above the text). */
  filled: 'data-prerender-filled',
  /** The form was sent before hydration: the app sends it once it has taken over. */
  submitted: 'data-prerender-submitted',
  /**
   * An empty element after the copies: a copy shows only once it is there, so a browser that paints
   * while it is still reading the page never shows half a screen (that half would then move).
   */
  end: 'data-prerender-end',
} as const;

/** React's prefix for the ids of each copy (useId), so the two copies' ids differ in the page. */
export const PRERENDER_ID_PREFIX = { en: '', fr: 'fr-' } as const;
