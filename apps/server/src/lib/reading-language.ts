import { AsyncLocalStorage } from 'node:async_hooks';
import type { Language } from '@fieldops/contract';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * The language the caller reads (issue 13): the signed-in user's, English for anonymous calls and
 * outside requests (jobs, seeds). It picks the names of lookup values — statuses, objective types,
 * incomplete reasons, win types, trades, regions… — which carry a French name beside the English
 * one (`name_fr`). The auth plugin sets it once per request, so a service needs no parameter for a
 * choice of words; what a query means never depends on it.
 */
const reading = new AsyncLocalStorage<{ language: Language }>();

export function readingLanguage(): Language {
  return reading.getStore()?.language ?? 'en';
}

/** Runs `fn` (and everything it starts) for a reader of `language` until `setReadingLanguage` changes it. */
export function runReading<T>(language: Language, fn: () => T): T {
  return reading.run({ language }, fn);
}

/** Changes the language of the request under way (the auth plugin, once it knows the user). */
export function setReadingLanguage(language: Language): void {
  const store = reading.getStore();
  if (store) store.language = language;
}

/** `alias.name` for a reader of the SQL language `language`: its French name when French and set. */
const nameFor = (alias: string, french: boolean): SQL =>
  french ? sql.raw(`coalesce(${alias}.name_fr, ${alias}.name)`) : sql.raw(`${alias}.name`);

/**
 * `alias.name` as the caller reads it: the French name for a French reader when the value has one.
 * Rendered when the query runs, not when it is written, so module-level column lists can use it.
 */
export function localName(alias: string): SQLWrapper {
  return { getSQL: (): SQL => nameFor(alias, readingLanguage() === 'fr') };
}

/** `alias.name` in the language a row holds (`language`, a column such as a contact's), not the caller's. */
export const nameInLanguageOf = (alias: string, language: SQL): SQL =>
  sql`case when ${language} = 'fr' then ${nameFor(alias, true)} else ${nameFor(alias, false)} end`;
