/**
 * The shape a translation of a message catalog must have: the same keys, nested the same way,
 * every leaf a string. TypeScript rejects a French catalog that misses or adds a key.
 */
export type Translation<T> = { readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

/** The languages of the app: English (the specification's texts) and Quebec French. */
export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The BCP 47 tag of each language: `<html lang>` and every Intl formatter. */
export const LOCALE_TAGS: Record<Language, string> = { en: 'en', fr: 'fr-CA' };

/** True for a stored or sent value that is one of the app's languages. */
export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);
