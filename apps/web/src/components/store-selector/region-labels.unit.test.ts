import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadCatalog } from '../../i18n';

/** The store selector's region buttons, as region-store-group.tsx names them. */
describe('the store selector’s region buttons in French', () => {
  beforeAll(() => loadCatalog('fr'));

  it('read well before a region whose name starts with a vowel (no « de Ontario »)', () => {
    const t = i18n.getFixedT('fr');
    expect(t('storeSelector.addRegion', { region: 'Ontario' })).toBe('Ajouter tous les magasins de la région Ontario');
    expect(t('storeSelector.removeRegion', { region: 'Atlantique' })).toBe('Retirer tous les magasins de la région Atlantique');
    expect(t('storeSelector.showStores', { region: 'Alberta et Nord' })).toBe('Afficher les magasins de la région Alberta et Nord');
  });
});
