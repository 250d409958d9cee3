import { en, resolvePeriod, type Period } from '@fieldops/contract';
import { invalid } from './app-error.js';

/**
 * The period of a call that takes one (the dashboards, their lists and the user panel's approvals,
 * objectives and check-ins): resolvePeriod's rule, refused when it ends before it starts.
 */
export function periodOf(q: Partial<Period>, today: string): Period {
  const period = resolvePeriod(q, today);
  if (period.endDate < period.startDate) {
    throw invalid(en.dashboards.periodOrder, { endDate: [en.dashboards.periodOrder] });
  }
  return period;
}
