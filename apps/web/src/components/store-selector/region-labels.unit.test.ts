import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadCatalog } from '../../i18n';

/** The store selector's region buttons, as region-store-group.tsx names them. */
describe('the store selector’s region buttons in French', () => {
  beforeAll(() => loadCatalog('fr'));

  it('read well before a region whose name starts with a vowel (no « de Ontario »)', () => {
    const t = i18n.getFixedT('fr');
    expect(t('storeSelector.addRegion', { region: 'Ontario' })).toBe('Tout ajouter\u00a0: magasins de la région Ontario');
    expect(t('storeSelector.removeRegion', { region: 'Atlantique' })).toBe('Tout retirer\u00a0: magasins de la région Atlantique');
    expect(t('storeSelector.showStores', { region: 'Alberta et Nord' })).toBe('Afficher les magasins de la région Alberta et Nord');
  });

  it('say, with a search, that they act on the stores shown, and how many', () => {
    const t = i18n.getFixedT('fr');
    expect(t('storeSelector.addShown', { count: 9 })).toBe('Ajouter les affichés (9)');
    expect(t('storeSelector.addShownRegion', { count: 9, region: 'Ontario' })).toBe(
      'Ajouter les affichés (9)\u00a0: magasins de la région Ontario qui correspondent à la recherche',
    );
  });

  // A voice-control user says the text they see (WCAG 2.5.3): the name starts with it.
  it.each(['en', 'fr'])('name Add all and Remove all by their visible text first (%s)', async (language) => {
    await loadCatalog(language as 'en' | 'fr');
    const t = i18n.getFixedT(language);
    expect(t('storeSelector.addRegion', { region: 'Ontario' }).startsWith(t('storeSelector.add'))).toBe(true);
    expect(t('storeSelector.removeRegion', { region: 'Ontario' }).startsWith(t('storeSelector.remove'))).toBe(true);
    // With a search, the buttons read 'Add shown (9)' and 'Remove shown (9)'.
    const shown = { count: 9, region: 'Ontario' };
    expect(t('storeSelector.addShownRegion', shown).startsWith(t('storeSelector.addShown', shown))).toBe(true);
    expect(t('storeSelector.removeShownRegion', shown).startsWith(t('storeSelector.removeShown', shown))).toBe(true);
  });
});
