import { afterAll, describe, expect, it } from 'vitest';
import { i18n, loadCatalog, loadFeatureTexts } from '../../i18n';

describe('the notice after sending a message', () => {
  afterAll(() => i18n.changeLanguage('en'));

  it('says person for one recipient and people for more, in English and French', async () => {
    await loadFeatureTexts();
    await loadCatalog('fr');
    await i18n.changeLanguage('en');
    expect(i18n.t('inbox.sent', { count: 1 })).toBe('The message has been sent to 1 person');
    expect(i18n.t('inbox.sent', { count: 3 })).toBe('The message has been sent to 3 people');
    await i18n.changeLanguage('fr');
    expect(i18n.t('inbox.sent', { count: 1 })).toBe('Le message a été envoyé à 1 personne');
    expect(i18n.t('inbox.sent', { count: 3 })).toBe('Le message a été envoyé à 3 personnes');
  });
});
