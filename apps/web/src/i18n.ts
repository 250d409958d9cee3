import {
  coreMessages,
  elideFrench,
  isLanguage,
  LANGUAGES,
  LOCALE_TAGS,
  messageFinder,
  type KeyedMessage,
  type Language,
} from '@fieldops/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/** The language picked with a signed-out screen's switch on this device (then kept up to date by sign-ins). */
const STORAGE_KEY = 'fieldops.language';

/** The BCP 47 tag of each language (the contract's): `<html lang>` and every Intl formatter. */
export { LOCALE_TAGS };

/** French for a browser whose first language is any French (fr, fr-CA, fr-FR…), else English. */
export function languageOfBrowser(preferred: readonly string[]): Language {
  return preferred[0]?.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Private mode without storage: the choice holds until the page is closed.
  }
}

/** Before sign-in: the language picked on this device, else the browser's. */
function initialLanguage(): Language {
  if (typeof navigator === 'undefined') return 'en';
  const preferred = navigator.languages?.length ? navigator.languages : [navigator.language];
  return storedLanguage() ?? languageOfBrowser(preferred);
}

/**
 * Every visible text comes from the contract's catalogs; English is the specification's wording.
 * English's core texts (the signed-out screens and the app's frame) are in the first load; the
 * features' texts come with the signed-in screens (`loadFeatureTexts`), French in a chunk of its
 * own when it is first needed.
 */
export const i18n = i18next.createInstance();

void i18n
  .use(initReactI18next)
  .use({
    type: 'postProcessor',
    name: 'frenchElision',
    process: (value: string, _key: unknown, options: { lng?: string }, translator: { language?: string }) =>
      typeof value === 'string' && (options.lng ?? translator.language) === 'fr' ? elideFrench(value) : value,
  })
  .init({
    resources: { en: { translation: coreMessages } },
    // 'de Anne' → 'd'Anne' once a French text's names are in (lib/french-elision.ts).
    postProcess: ['frenchElision'],
    lng: 'en',
    supportedLngs: [...LANGUAGES],
    fallbackLng: 'en',
    // React escapes text itself.
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });

/** The language the app shows now. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

/**
 * The English texts of the signed-in features, loaded once and added after the core texts, so the
 * English catalog i18n holds is then the contract's `en`, keys in the same order. The signed-in
 * screens wait for them (app/screens.ts): none shows a key in place of its text.
 */
let featureTexts: Promise<void> | undefined;
export function loadFeatureTexts(): Promise<void> {
  featureTexts ??= import('@fieldops/contract/messages-features').then(
    ({ featureMessages }) => void i18n.addResourceBundle('en', 'translation', featureMessages),
    (error: unknown) => {
      featureTexts = undefined; // a later call tries again
      throw error;
    },
  );
  return featureTexts;
}

type Texts = { readonly [key: string]: string | Texts };

/**
 * French has a plural form of its own for whole millions ('1 000 000 de magasins': Intl's `many`),
 * which English lacks; the catalogs have the English keys, so each `_other` text is also given as
 * `_many` (without it i18next fell back to the English text).
 */
export function withManyForms(texts: Texts): Texts {
  return Object.fromEntries(
    Object.entries(texts).flatMap(([key, value]): [string, string | Texts][] => {
      if (typeof value !== 'string') return [[key, withManyForms(value)]];
      const many = key.endsWith('_other') ? `${key.slice(0, -'_other'.length)}_many` : undefined;
      return many && !(many in texts)
        ? [
            [key, value],
            [many, value],
          ]
        : [[key, value]];
    }),
  );
}

/**
 * Loads a language's catalog once (French: its own chunk). French comes with every English text:
 * an English message from the server or a schema is found in the whole English catalog, then
 * shown in French (lib/localize.ts).
 */
export function loadCatalog(language: Language): Promise<void> {
  if (language === 'en') return Promise.resolve();
  if (i18n.hasResourceBundle(language, 'translation')) return loadFeatureTexts();
  const french = import('@fieldops/contract/fr').then(({ fr }) => void i18n.addResourceBundle('fr', 'translation', withManyForms(fr)));
  return Promise.all([french, loadFeatureTexts()]).then(() => undefined);
}

/** The English texts i18n holds now, their reverse index built again once more are added. */
let findInLoaded: ((text: string) => KeyedMessage | undefined) | undefined;
i18n.store.on('added', (language: string) => {
  if (language === 'en') findInLoaded = undefined;
});

/**
 * The English catalog text a message was made of, with its placeholders' values (the contract's
 * `findMessage`), among the English texts loaded: all of them whenever French is shown.
 */
export function findEnglishMessage(text: string): KeyedMessage | undefined {
  findInLoaded ??= messageFinder(i18n.getResourceBundle('en', 'translation') as Parameters<typeof messageFinder>[0]);
  return findInLoaded(text);
}

/** Shows `language` once its catalog is there; the last call wins when two overlap. */
let wanted: Language = 'en';
async function show(language: Language): Promise<void> {
  wanted = language;
  await loadCatalog(language);
  if (wanted === language && language !== currentLanguage()) await i18n.changeLanguage(language);
}

/** The page follows the language: `<html lang>` for screen readers and the tab's title. */
function applyToDocument(): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = LOCALE_TAGS[currentLanguage()];
  document.title = i18n.t('app.name');
}
applyToDocument();
i18n.on('languageChanged', applyToDocument);

/**
 * The language before sign-in in place: main.tsx renders once it is, so a French visitor never
 * sees the English texts first. A French catalog that cannot load leaves the app in English.
 */
export const i18nReady: Promise<void> = show(initialLanguage()).catch(() => undefined);

/**
 * The switch: shows the app in `language` at once, without a reload, and remembers it on this
 * device, so the next visit opens in it before anyone signs in.
 */
export function setLanguage(language: Language): Promise<void> {
  pickedSignedOut = language;
  rememberLanguage(language);
  return show(language);
}

/** The language picked with a signed-out screen's switch since this page opened, if any. */
let pickedSignedOut: Language | null = null;

/**
 * Hands over, once, the language picked on the signed-out screens during this visit: the latest
 * choice the person made, which the sign-in then saves as the account's language.
 */
export function takeSignedOutPick(): Language | null {
  const picked = pickedSignedOut;
  pickedSignedOut = null;
  return picked;
}

/**
 * The signed-in user's own language (sign-in, reload, My Account). It becomes this device's choice
 * only where one was made with the switch: sign-out leaves nothing of the user in storage else.
 */
export function applyUserLanguage(language: Language): Promise<void> {
  if (storedLanguage()) rememberLanguage(language);
  return show(language);
}
