/** Elements whose content is not text a reader should see. */
const NOT_TEXT = 'script, style, template, noscript, iframe, noembed, noframes, xmp, svg, math, title';

/**
 * Server text as plain text: any markup is stripped and only the text content kept. The text is
 * parsed into an inert document (DOMParser runs no script and loads no image or style), and the
 * result is rendered by React as text, never as HTML: no sanitizer library is needed for that.
 */
export function toPlainText(value: string): string {
  const { body } = new DOMParser().parseFromString(value, 'text/html');
  body.querySelectorAll(NOT_TEXT).forEach((element) => element.remove());
  return (body.textContent ?? '').trim();
}
