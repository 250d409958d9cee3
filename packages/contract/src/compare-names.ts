let collator: Intl.Collator | undefined;

/**
 * The order of names and titles on the dashboards, on the server and in the browser alike: as
 * `localeCompare(…, 'en', { sensitivity: 'base' })`, with one collator, built at the first
 * comparison (a locale and options given to localeCompare build one on every call, several µs
 * each; built at load, it would cost every page that imports the contract its start).
 */
export function compareNames(a: string, b: string): number {
  collator ??= new Intl.Collator('en', { sensitivity: 'base' });
  return collator.compare(a, b);
}
