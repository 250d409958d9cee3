import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateFigures } from './invalidate-figures';

describe('invalidateFigures', () => {
  it('marks the dashboards, their detail lists and the user panels stale, and nothing else', async () => {
    const client = new QueryClient();
    const keys = {
      national: ['/dashboard_data', { type: 'national' }, 'current'],
      dsList: ['/ds_summary', 'list', {}, { page: 1 }],
      fsrList: ['/fsr_summary', 'list', {}, { page: 1 }],
      inStoreList: ['/checkin', 'list', {}, { page: 1 }],
      panel: ['/user', 7, 'approvals', { startDate: '2026-11-01', endDate: '2026-11-30' }],
      panelVisits: ['/user', 7, 'checkin', { startDate: '2026-11-01', endDate: '2026-11-30' }],
      users: ['/user', 'list', {}, { page: 1 }],
      oneUser: ['/user', 7],
      stores: ['/store', 'list', {}, { page: 1 }],
      news: ['/news'],
    };
    for (const key of Object.values(keys)) client.setQueryData(key, { filled: true });
    await invalidateFigures(client);
    const stale = Object.entries(keys)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
    expect(stale).toEqual(['national', 'dsList', 'fsrList', 'inStoreList', 'panel', 'panelVisits']);
  });
});
