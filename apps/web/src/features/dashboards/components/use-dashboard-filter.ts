import { useState } from 'react';
import { loadFilter, saveFilter } from '../model/filter-storage';
import { periodOfFilter, type DashboardFilter } from '../model/period';

/**
 * The Filters dialog's month and year, kept in session storage (spec 1 §4), so they hold across the
 * dashboards, their detail pages and a reload; `period` is undefined for the current month.
 */
export function useDashboardFilter() {
  const [filter, setFilter] = useState<DashboardFilter>(() => loadFilter());
  const [open, setOpen] = useState(false);
  const apply = (next: DashboardFilter) => {
    saveFilter(next);
    setFilter(next);
    setOpen(false);
  };
  return { filter, period: periodOfFilter(filter), open, openDialog: () => setOpen(true), close: () => setOpen(false), apply };
}
