import type { Page } from 'playwright-core';
import { FILTER_KEY } from '../../apps/web/src/features/dashboards/model/filter-storage.js';

/**
 * Keeps last month in the dashboards' Filters for the page's tab, as APPLY does (the page must be on
 * the app's origin): a month with every figure of the demo, visits included. On a month's first
 * morning there are none yet, and the current month's chart and in-store lists rightly show none.
 */
export async function filterLastMonth(page: Page): Promise<{ month: number; year: number }> {
  const now = new Date();
  const last = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  const filter = { month: last.getMonth() + 1, year: last.getFullYear() };
  await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [FILTER_KEY, JSON.stringify(filter)] as const);
  return filter;
}
