import type { DashboardSummary } from '@fieldops/contract';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../components/router-link';
import { paths } from '../../../config/paths';
import type { DetailKind } from '../model/levels';
import { DashboardCard } from './dashboard-card';
import { dsColumns, fsrColumns, inStoreColumns, type SummaryColumn } from './summary-columns';

interface SummaryTableProps<T> {
  kind: DetailKind;
  title: string;
  rows: T[];
  columns: SummaryColumn<T>[];
  /** The dashboard's URL and month: the detail link is {base}/{kind}/{filterDate}. */
  base: string;
  filterDate: string;
}

function SummaryTable<T extends { userID: number; rank: number }>({ kind, title, rows, columns, base, filterDate }: SummaryTableProps<T>) {
  const { t } = useTranslation();
  const id = `summary-${kind}`;
  return (
    <DashboardCard
      title={title}
      id={id}
      action={
        <RouterLink
          to={paths.dashboardDetail.url(base, kind, filterDate)}
          variant="body2"
          underline="hover"
          aria-label={`${title}: ${t('dashboards.viewDetail')}`}
        >
          {t('dashboards.viewDetail')}
        </RouterLink>
      }
    >
      {rows.length === 0 ? (
        <Typography color="text.secondary">{t('dashboards.noRows')}</Typography>
      ) : (
        // Scrolls sideways on a narrow screen: focusable, so the keyboard scrolls it too (WCAG 2.1.1).
        <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-labelledby={id}>
          <Table size="small" aria-labelledby={id}>
            <TableHead>
              <TableRow>
                {columns.map((c) => (
                  <TableCell key={c.id} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                    {c.header}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={`${row.rank}-${row.userID}`}>
                  {columns.map((c) => (
                    <TableCell key={c.id} sx={{ whiteSpace: 'nowrap' }}>
                      {c.cell(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </DashboardCard>
  );
}

/** The three summary tables of every dashboard, each with its 'view detail' link (spec 1 §2.3, §2.6). */
export function SummaryTables({ summary, base, filterDate }: { summary: DashboardSummary; base: string; filterDate: string }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}>
      <SummaryTable
        kind="ds-performance"
        title={t('dashboards.dsPerformance')}
        rows={summary.topApprovalTime}
        columns={dsColumns(t)}
        base={base}
        filterDate={filterDate}
      />
      <SummaryTable
        kind="fsr-leaderboard"
        title={t('dashboards.objectiveLeaderboard')}
        rows={summary.topFSR}
        columns={fsrColumns(t)}
        base={base}
        filterDate={filterDate}
      />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <SummaryTable
          kind="in-story-time"
          title={t('dashboards.inStoreTime')}
          rows={summary.topInStoreTime}
          columns={inStoreColumns(t)}
          base={base}
          filterDate={filterDate}
        />
      </Box>
    </Box>
  );
}
