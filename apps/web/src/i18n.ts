import { en } from '@fieldops/contract';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

/** Every visible text comes from the contract's catalog; English is the specification's wording. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: 'en',
  fallbackLng: 'en',
  // React escapes text itself.
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});
