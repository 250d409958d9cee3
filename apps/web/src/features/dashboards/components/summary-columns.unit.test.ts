import type { InStoreRow } from '@fieldops/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n';
import { inStoreColumns } from './summary-columns';

const row: InStoreRow = {
  rank: 1,
  userID: 7,
  user: { name: 'Ana Rep' },
  avg_checkin: '09:24',
  avg_checkout: null,
  storeTime: 1.5,
  forced: 0,
};
const cell = (id: string) =>
  inStoreColumns(i18n.t)
    .find((c) => c.id === id)
    ?.cell(row);

describe('the in-store leaderboard', () => {
  afterAll(() => i18n.changeLanguage('en'));

  it('writes the mean check-in time as the rest of the app writes a time', async () => {
    await i18n.changeLanguage('fr');
    expect(String(cell('avg_checkin')).replace(/[\u00a0\u202f]/g, ' ')).toBe('9 h 24');
    expect(cell('avg_checkout')).toBe('—');
    await i18n.changeLanguage('en');
    expect(String(cell('avg_checkin')).replace(/[\u00a0\u202f]/g, ' ')).toBe('9:24 AM');
  });
});
