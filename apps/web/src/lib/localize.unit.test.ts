import { en, fr, interpolate } from '@fieldops/contract';
import type { FieldErrors } from 'react-hook-form';
import { beforeAll, describe, expect, it } from 'vitest';
import { localizeFieldErrors } from '../components/form/zod-resolver';
import { i18n, loadCatalog } from '../i18n';
import { ApiError, errorMessage } from './api-client';
import { localizeKey, localizeText } from './localize';

describe('server and schema texts in the reader’s language', () => {
  // The app loads the French catalog and every English text before it shows French (src/i18n.ts).
  beforeAll(() => loadCatalog('fr'));

  it('a key in French, its placeholders filled; English as it came; the fallback for an unknown key', () => {
    expect(localizeKey('auth.accountLocked', { minutes: 4 }, 'x', 'fr')).toBe(interpolate(fr.auth.accountLocked, { minutes: 4 }));
    const english = interpolate(en.auth.accountLocked, { minutes: 4 });
    expect(localizeKey('auth.accountLocked', { minutes: 4 }, english, 'en')).toBe(english);
    expect(localizeKey('no.such.key', undefined, 'As sent', 'fr')).toBe('As sent');
    expect(localizeKey(undefined, undefined, en.auth.passwordRequired, 'fr')).toBe(fr.auth.passwordRequired);
  });

  it('an English catalog text through the reverse index; any other text unchanged', () => {
    expect(localizeText(en.masterData.users.firstNameRequired, 'fr')).toBe(fr.masterData.users.firstNameRequired);
    expect(localizeText(en.masterData.users.firstNameRequired, 'en')).toBe(en.masterData.users.firstNameRequired);
    expect(localizeText('Ottawa North', 'fr')).toBe('Ottawa North');
  });

  it('an ApiError keeps the English message and gives its text and field messages in the language of the app', async () => {
    await i18n.changeLanguage('fr');
    try {
      const error = new ApiError(
        422,
        en.masterData.users.emailTaken,
        'CONFLICT',
        { email: [en.masterData.users.emailTaken, 'odd'] },
        {
          messageKey: 'masterData.users.emailTaken',
          fieldKeys: { email: ['masterData.users.emailTaken', 'errors.validation'] },
        },
      );
      expect(error.message).toBe(en.masterData.users.emailTaken);
      expect(error.text()).toBe(fr.masterData.users.emailTaken);
      expect(errorMessage(error)).toBe(fr.masterData.users.emailTaken);
      expect(error.errors).toEqual({ email: [fr.masterData.users.emailTaken, fr.errors.validation] });
      expect(error.serverErrors).toEqual({ email: [en.masterData.users.emailTaken, 'odd'] });
      expect(errorMessage(new Error(en.errors.network))).toBe(fr.errors.network);
    } finally {
      await i18n.changeLanguage('en');
    }
    expect(errorMessage(new ApiError(401, en.auth.loginFailed, 'UNAUTHORIZED', undefined, { messageKey: 'auth.loginFailed' }))).toBe(
      en.auth.loginFailed,
    );
  });

  it('translates every message of a form’s errors, nested and in arrays, and leaves the element refs alone', async () => {
    await i18n.changeLanguage('fr');
    try {
      const ref = { name: 'firstName' };
      const errors = {
        firstName: { type: 'custom', message: en.masterData.users.firstNameRequired, ref },
        file: { id: { type: 'custom', message: en.auth.passwordRequired } },
        answers: [undefined, { type: 'custom', message: 'free text', types: { a: en.auth.passwordTooShort } }],
      } as unknown as FieldErrors;
      const out = localizeFieldErrors(errors) as unknown as typeof errors & Record<string, never>;
      expect(out).toMatchObject({
        firstName: { message: fr.masterData.users.firstNameRequired },
        file: { id: { message: fr.auth.passwordRequired } },
        answers: [undefined, { message: 'free text', types: { a: fr.auth.passwordTooShort } }],
      });
      expect((out.firstName as unknown as { ref: unknown }).ref).toBe(ref);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
