import { translate, translateText, type Language, type MessageParams } from '@fieldops/contract';
import { currentLanguage } from '../i18n';

/**
 * Texts that come from elsewhere than a `t()` call, shown in the reader's language: the server's
 * English messages (named by their catalog key when it gave one) and the English texts the
 * contract's schemas put on client-side validation. English stays exactly as it came.
 */

/** A catalog key in the language, its placeholders filled; `fallback` when the catalog lacks the key. */
export function localizeKey(key: string | undefined, params: MessageParams | undefined, fallback: string, language?: Language): string {
  const lang = language ?? currentLanguage();
  if (lang === 'en' || !key) return localizeText(fallback, lang);
  return translate(lang, key, params) ?? fallback;
}

/** An English catalog text (placeholders filled or not) in the language; any other text as it is. */
export function localizeText(text: string, language?: Language): string {
  return translateText(language ?? currentLanguage(), text);
}
