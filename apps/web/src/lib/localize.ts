import { fillCatalogText, type Language, type MessageParams } from '@fieldops/contract';
import { currentLanguage, findEnglishMessage, i18n } from '../i18n';

/**
 * Texts that come from elsewhere than a `t()` call, shown in the reader's language: the server's
 * English messages (named by their catalog key when it gave one) and the English texts the
 * contract's schemas put on client-side validation. English stays exactly as it came.
 *
 * The texts are read from the catalogs i18n has loaded (French is its own chunk, loaded before the
 * app shows French), not from the contract's `translate`, which would put both catalogs in the
 * first load.
 */

/** A catalog text in a language, its placeholders filled; the English text when the language lacks it. */
function catalogText(language: Language, key: string, params?: MessageParams): string | undefined {
  const text: unknown = i18n.getResource(language, 'translation', key) ?? i18n.getResource('en', 'translation', key);
  if (typeof text !== 'string') return undefined;
  return fillCatalogText(language, text, params);
}

/** A catalog key in the language, its placeholders filled; `fallback` when the catalog lacks the key. */
export function localizeKey(key: string | undefined, params: MessageParams | undefined, fallback: string, language?: Language): string {
  const lang = language ?? currentLanguage();
  if (lang === 'en' || !key) return localizeText(fallback, lang);
  return catalogText(lang, key, params) ?? fallback;
}

/** An English catalog text (placeholders filled or not) in the language; any other text as it is. */
export function localizeText(text: string, language?: Language): string {
  const lang = language ?? currentLanguage();
  if (lang === 'en') return text;
  const found = findEnglishMessage(text);
  return (found && catalogText(lang, found.key, found.params)) ?? text;
}
