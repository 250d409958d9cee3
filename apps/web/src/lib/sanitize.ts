import DOMPurify from 'dompurify';

/**
 * Server text as plain text: any markup is stripped by DOMPurify and only the text content kept.
 * The result is rendered by React as text, never as HTML.
 */
export function toPlainText(value: string): string {
  const fragment = DOMPurify.sanitize(value, { ALLOWED_TAGS: [], KEEP_CONTENT: true, RETURN_DOM_FRAGMENT: true });
  return (fragment.textContent ?? '').trim();
}
