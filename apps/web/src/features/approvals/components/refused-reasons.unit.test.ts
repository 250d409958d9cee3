import { en, fr, type ApproveItemResult } from '@fieldops/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadCatalog } from '../../../i18n';
import { refusedReasons } from './refused-reasons';

const refused = (message: string): ApproveItemResult => ({ storeID: 1, objectiveID: 2, ok: false, statusCode: 409, message });

describe('the reasons a bulk approval gives for the results it refused', () => {
  beforeAll(() => loadCatalog('fr'));
  afterAll(() => i18n.changeLanguage('en'));

  it('names each reason once, in the reader’s language', async () => {
    const answers = [refused(en.approvals.notWaiting), refused(en.approvals.notWaiting), refused(en.objectives.resultNotFound)];
    await i18n.changeLanguage('en');
    expect(refusedReasons(answers)).toBe(`${en.approvals.notWaiting} ${en.objectives.resultNotFound}`);
    await i18n.changeLanguage('fr');
    expect(refusedReasons(answers)).toBe(`${fr.approvals.notWaiting} ${fr.objectives.resultNotFound}`);
  });
});
