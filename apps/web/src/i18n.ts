import { en, fr, isLanguage, LANGUAGES, type Language } from '@fieldops/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/** The language picked on a signed-out screen, or the signed-in user's last one, on this device. */
const STORAGE_KEY = 'fieldops.language';

/** The BCP 47 tag of each language: `<html lang>` and every Intl formatter. */
export const LOCALE_TAGS: Record<Language, string> = { en: 'en', fr: 'fr-CA' };

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

/** Every visible text comes from the contract's catalogs; English is the specification's wording. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, fr: { translation: fr } },
  lng: initialLanguage(),
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

/** The page follows the language: `<html lang>` for screen readers and the tab's title. */
function applyToDocument(): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = LOCALE_TAGS[currentLanguage()];
  document.title = i18n.t('app.name');
}
applyToDocument();
i18n.on('languageChanged', applyToDocument);

/**
 * Shows the app in `language` at once, without a reload, and remembers it on this device so the
 * next visit (and the sign-in page after sign-out) opens in it before the server is asked.
 */
export function setLanguage(language: Language): void {
  rememberLanguage(language);
  if (language !== currentLanguage()) void i18n.changeLanguage(language);
}
