import { describe, expect, it } from 'vitest';
import { fr } from './fr/messages.js';
import { findMessage, interpolate, messageKeyOf, translate, translateText } from './message-keys.js';
import { en } from './messages.js';

describe('the reverse index of the English catalog', () => {
  it('names the key of a text as it stands', () => {
    expect(messageKeyOf(en.auth.loginFailed)).toBe('auth.loginFailed');
    expect(messageKeyOf(en.masterData.users.emailTaken)).toBe('masterData.users.emailTaken');
    expect(messageKeyOf('Invalid input: expected string, received undefined')).toBeUndefined();
  });

  it('finds every text of the catalog, each under a key that gives the same English text', () => {
    const walk = (tree: object, prefix: string): [string, string][] =>
      Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v]] : walk(v as object, `${prefix}${k}.`)));
    const texts = walk(en, '');
    expect(texts.length).toBeGreaterThan(500);
    for (const [key, text] of texts) {
      const found = messageKeyOf(text);
      expect(found, key).toBeDefined();
      expect(translate('en', found as string), key).toBe(text);
    }
  });

  it('recovers the key and the values of a filled template, numbers as numbers', () => {
    const locked = interpolate(en.auth.accountLocked, { minutes: 15 });
    expect(locked).toBe('Too many attempts. Please try again in 15 min.');
    expect(findMessage(locked)).toEqual({ key: 'auth.accountLocked', params: { minutes: 15 } });
    const hasStores = interpolate(en.masterData.territories.hasStores, { count: 3 });
    expect(findMessage(hasStores)).toEqual({ key: 'masterData.territories.hasStores', params: { count: 3 } });
    expect(findMessage(en.auth.tooManyAttempts)).toEqual({ key: 'auth.tooManyAttempts' });
    expect(findMessage('Not a text of the catalog {{at all}}')).toBeUndefined();
  });
});

describe('translation', () => {
  it('fills i18next-style placeholders and leaves unknown ones as written', () => {
    expect(interpolate('Hello {{name}}, {{ count }} new, {{other}}', { name: 'Ana', count: 2 })).toBe('Hello Ana, 2 new, {{other}}');
  });

  it('gives the French text of a key, its placeholders filled; English for a key French lacks', () => {
    expect(translate('fr', 'auth.accountLocked', { minutes: 5 })).toBe(interpolate(fr.auth.accountLocked, { minutes: 5 }));
    expect(translate('fr', 'auth.loginFailed')).toBe(fr.auth.loginFailed);
    expect(translate('fr', 'no.such.key')).toBeUndefined();
    // A name starting with a vowel after 'de' is elided, as on screen: e-mails read right too.
    expect(translate('fr', 'dashboards.openDetail', { name: 'Ottawa Rideau' })).toBe("Ouvrir le détail d'Ottawa Rideau");
    expect(translate('fr', 'dashboards.openDetail', { name: 'Hamilton' })).toBe('Ouvrir le détail de Hamilton');
    expect(translate('en', 'auth')).toBeUndefined();
  });

  it('turns an English server text into the language, keeping any other text', () => {
    const locked = interpolate(en.auth.accountLocked, { minutes: 7 });
    expect(translateText('en', locked)).toBe(locked);
    expect(translateText('fr', locked)).toBe(interpolate(fr.auth.accountLocked, { minutes: 7 }));
    expect(translateText('fr', en.auth.passwordRequired)).toBe(fr.auth.passwordRequired);
    expect(translateText('fr', 'Request body is too large')).toBe('Request body is too large');
  });
});
