import { coreMessages, en, findMessage, fr, interpolate } from '@fieldops/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as I18nModule from './i18n';

// A copy of the module for each test: the unit files share one module graph (vitest.config.ts),
// where the others' i18n has loaded the feature texts whose loading is tested here, and a test
// that loads them (or switches the language) leaves the next one a fresh start, in any order.
let module: typeof I18nModule;
beforeEach(async () => {
  vi.resetModules();
  module = await import('./i18n');
});

describe('the catalogs i18n holds', () => {
  it('starts with the core English texts only, then holds the contract’s whole `en`, keys in its order', async () => {
    const { i18n, loadFeatureTexts } = module;
    expect(i18n.getResourceBundle('en', 'translation')).toEqual(coreMessages);
    expect(i18n.exists('masterData.users.firstNameRequired')).toBe(false);
    await loadFeatureTexts();
    const english: unknown = i18n.getResourceBundle('en', 'translation');
    expect(JSON.stringify(english)).toBe(JSON.stringify(en));
  });

  it('finds an English message among the texts loaded, as the contract does in `en`', async () => {
    const { findEnglishMessage, loadFeatureTexts } = module;
    await loadFeatureTexts();
    const hasStores = interpolate(en.masterData.territories.hasStores, { count: 3 });
    expect(findEnglishMessage(hasStores)).toEqual(findMessage(hasStores));
    expect(findEnglishMessage(en.shell.loading)).toEqual(findMessage(en.shell.loading));
    expect(findEnglishMessage('Ottawa North')).toBeUndefined();
  });

  it('shows French with the French catalog and every English text loaded', async () => {
    const { i18n, setLanguage } = module;
    await setLanguage('fr');
    try {
      expect(i18n.language).toBe('fr');
      expect(i18n.t('masterData.users.firstNameRequired')).toBe(fr.masterData.users.firstNameRequired);
      expect(i18n.getResource('en', 'translation', 'masterData.users.firstNameRequired')).toBe(en.masterData.users.firstNameRequired);
    } finally {
      await setLanguage('en');
    }
  });
});
