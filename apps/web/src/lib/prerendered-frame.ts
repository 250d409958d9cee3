/**
 * The top bar prerendered into index.html (apps/web/scripts/prerender-sign-in.ts), one copy per language:
 * for a visitor with a saved session, the page's first script shows it (it marks <html> with its
 * language) so that a phone paints the bar, slogan and user's name at once, not after the app's
 * scripts have arrived and run. It is a picture of the bar, not the bar: the app removes it when
 * its own takes its place (app/shell/app-shell.tsx), or when the visitor turns out to be signed out.
 */
export const FRAME_MARKS = {
  /** On <html>: the language of the copy shown ('en' or 'fr'); none when no copy shows. */
  shown: 'data-frame',
  /** On each copy's element: its language. */
  language: 'data-prerendered-frame',
  /** On <html>: the CSS property that holds the saved display name, which the copy shows. */
  nameProperty: '--frame-name',
  /** On <html>: the CSS property that holds the initials of that name, which the copy's avatar shows. */
  initialsProperty: '--frame-initials',
  /**
   * On <html>: the theme's font is there. The copy's texts show only then (3 s at most), in the
   * font the app's bar shows them in, not in a fallback the font would replace a moment later.
   */
  fontReady: 'data-frame-font',
} as const;

/** Removes the prerendered top bar, if it is still there. */
export function removePrerenderedFrame(): void {
  document.documentElement.removeAttribute(FRAME_MARKS.shown);
  for (const copy of document.querySelectorAll(`[${FRAME_MARKS.language}]`)) copy.remove();
}
