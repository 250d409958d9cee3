import { coreMessages, en, findMessage, fr, interpolate } from '@fieldops/contract';
import { describe, expect, it } from 'vitest';
import { findEnglishMessage, i18n, loadFeatureTexts, setLanguage } from './i18n';

describe('the catalogs i18n holds', () => {
  it('starts with the core English texts only, then holds the contract’s whole `en`, keys in its order', async () => {
    expect(i18n.getResourceBundle('en', 'translation')).toEqual(coreMessages);
    expect(i18n.exists('masterData.users.firstNameRequired')).toBe(false);
    await loadFeatureTexts();
    const english: unknown = i18n.getResourceBundle('en', 'translation');
    expect(JSON.stringify(english)).toBe(JSON.stringify(en));
  });

  it('finds an English message among the texts loaded, as the contract does in `en`', async () => {
    await loadFeatureTexts();
    const hasStores = interpolate(en.masterData.territories.hasStores, { count: 3 });
    expect(findEnglishMessage(hasStores)).toEqual(findMessage(hasStores));
    expect(findEnglishMessage(en.shell.loading)).toEqual(findMessage(en.shell.loading));
    expect(findEnglishMessage('Ottawa North')).toBeUndefined();
  });

  it('shows French with the French catalog and every English text loaded', async () => {
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
