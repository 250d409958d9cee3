import { Alert, Box, Skeleton, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../lib/api-client';
import type { DashboardFilter } from '../model/period';
import type { Crumb } from '../model/crumbs';
import { DashboardHeader } from './dashboard-header';
import { LazyFiltersDialog } from './lazy-filters-dialog';
import { isNotFound, NotFoundMessage } from './not-found-message';
import { useErrorPopup } from './use-error-popup';

interface DashboardLayoutProps {
  title: ReactNode;
  crumbs: Crumb[];
  back?: string;
  submenu?: ReactNode;
  filter: { filter: DashboardFilter; open: boolean; openDialog: () => void; close: () => void; apply: (f: DashboardFilter) => void };
  query: { isPending: boolean; error: unknown; data?: { summary: { period: { startDate: string; endDate: string } } } };
  children: ReactNode;
}

/** What every dashboard level shares: submenu, header with the filter icon, the Filters dialog, loading and errors. */
export function DashboardLayout({ title, crumbs, back, submenu, filter, query, children }: DashboardLayoutProps) {
  // Spec 1 §8: a failure to load is told in the error dialog; for an area the user does not see
  // (404) the page then says not found, with the way back, rather than an empty dashboard.
  useErrorPopup(query.error);
  if (isNotFound(query.error))
    return (
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        {submenu}
        <NotFoundMessage />
      </Stack>
    );
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      {submenu}
      <DashboardHeader title={title} crumbs={crumbs} back={back} period={query.data?.summary.period} onFilter={filter.openDialog} />
      {query.error ? (
        <Alert severity="error">{errorMessage(query.error)}</Alert>
      ) : query.isPending ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 2fr)' } }} aria-busy>
          <Skeleton variant="rounded" height={240} />
          <Skeleton variant="rounded" height={240} />
        </Box>
      ) : (
        children
      )}
      <LazyFiltersDialog open={filter.open} value={filter.filter} onApply={filter.apply} onClose={filter.close} />
    </Stack>
  );
}
