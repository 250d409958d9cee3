import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadCatalog } from '../../../i18n';
import { formatCount } from '../../../lib/format';

/** The count line of /approvals, with the values approvals-page.tsx gives it. */
const waiting = (total: number) => i18n.t('approvals.waiting', { count: total, total: formatCount(total) }).replace(/[\u00a0\u202f]/g, ' ');

describe('the approval queue’s count', () => {
  beforeAll(() => loadCatalog('fr'));
  afterAll(() => i18n.changeLanguage('en'));

  it('groups the digits as the language does and picks the plural from the count', async () => {
    await i18n.changeLanguage('en');
    expect(waiting(1009)).toBe('1,009 results waiting for approval');
    expect(waiting(1)).toBe('1 result waiting for approval');
    await i18n.changeLanguage('fr');
    expect(waiting(1009)).toBe("1 009 résultats en attente d'approbation");
    expect(waiting(1)).toBe("1 résultat en attente d'approbation");
    // Whole millions take French's `many` plural, the 'other' text (English's before).
    expect(waiting(2_000_000)).toBe("2 000 000 résultats en attente d'approbation");
  });
});
