import { elideFrench } from '@fieldops/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadCatalog } from '../i18n';
import { localizeText } from './localize';

describe('elideFrench', () => {
  it("writes d' before a name that starts with a vowel, of either case or accent", () => {
    expect(elideFrench('Changer le mot de passe de Anne')).toBe("Changer le mot de passe d'Anne");
    expect(elideFrench('Ouvrir le résultat de Ottawa Rideau')).toBe("Ouvrir le résultat d'Ottawa Rideau");
    expect(elideFrench('Commentaires de Émilie')).toBe("Commentaires d'Émilie");
    expect(elideFrench('De Ottawa à Kingston')).toBe("D'Ottawa à Kingston");
  });

  it('leaves de before a consonant, h, y, a figure, and inside a word', () => {
    expect(elideFrench('Ouvrir la photo 2 de Kingston Est')).toBe('Ouvrir la photo 2 de Kingston Est');
    expect(elideFrench('Le magasin de Hamilton et de Yellowknife')).toBe('Le magasin de Hamilton et de Yellowknife');
    expect(elideFrench('Affichage de 1 à 5 sur 40')).toBe('Affichage de 1 à 5 sur 40');
    expect(elideFrench('Ronde Avenue, Bastide Ouest')).toBe('Ronde Avenue, Bastide Ouest');
  });
});

describe('the French texts shown', () => {
  beforeAll(() => loadCatalog('fr'));

  it('are elided once the names are in, through t() and through a server message shown in French', () => {
    const french = i18n.getFixedT('fr');
    expect(french('masterData.users.changePassword', { name: 'Anne Roy' })).toBe("Changer le mot de passe d'Anne Roy");
    expect(french('masterData.users.changePassword', { name: 'Kim Lee' })).toBe('Changer le mot de passe de Kim Lee');
    expect(i18n.getFixedT('en')('masterData.users.changePassword', { name: 'Anne Roy' })).toBe('Change password of Anne Roy');
    expect(localizeText('Open the result of Ottawa Rideau', 'fr')).toBe("Ouvrir le résultat d'Ottawa Rideau");
  });
});
