import type { DashboardSummary } from '@fieldops/contract';
import { Box, Table, Typography, type Theme } from '@mui/material';
import { startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../components/router-link';
import { paths } from '../../../config/paths';
import type { DetailKind } from '../model/levels';
import { DashboardCard } from './dashboard-card';
import { dsColumns, fsrColumns, inStoreColumns, type ColumnNames, type SummaryColumn } from './summary-columns';
import { sidewaysScroll } from '../../../components/sideways-scroll';

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
          aria-label={t('common.labelValue', { label: title, value: t('dashboards.viewDetail') })}
        >
          {t('dashboards.viewDetail')}
        </RouterLink>
      }
    >
      {rows.length === 0 ? (
        <Typography color="text.secondary">{t('dashboards.noRows')}</Typography>
      ) : (
        // Scrolls sideways on a narrow screen, a shadow where columns are hidden; focusable (WCAG 2.1.1).
        <Box sx={sidewaysScroll} tabIndex={0} role="region" aria-labelledby={id}>
          <Table aria-labelledby={id} sx={tableSx}>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.id} scope="col">
                    {c.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.rank}-${row.userID}`}>
                  {columns.map((c) => (
                    <td key={c.id}>{c.cell(row)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </Table>
        </Box>
      )}
    </DashboardCard>
  );
}

/**
 * The cells of MUI's small table (TableCell's own styles, cells on one line, headers in bold), set
 * once on the table: plain cells, not a TableCell each. Ninety of them on a dashboard, each a
 * styled component of its own, were a third of what it drew when its answer came on a slow phone.
 */
const tableSx = (theme: Theme) =>
  ({
    '& th, & td': {
      typography: 'body2',
      color: 'text.primary',
      borderBottom: `1px solid ${theme.lighten(theme.alpha(theme.palette.divider, 1), 0.88)}`,
      textAlign: 'left',
      padding: '6px 16px',
      whiteSpace: 'nowrap',
    },
    // Long headers ('AVERAGE CHECK-OUT TIME') take two lines rather than push the last column out of sight.
    '& th': { lineHeight: theme.typography.pxToRem(24), fontWeight: 600, whiteSpace: 'normal', verticalAlign: 'bottom' },
    '& th:first-of-type': { whiteSpace: 'nowrap' },
  }) as const;

/** The three summary tables of every dashboard, each with its 'view detail' link (spec 1 §2.3, §2.6). */
export function SummaryTables({
  summary,
  base,
  filterDate,
  columnNames,
}: {
  summary: DashboardSummary;
  base: string;
  filterDate: string;
  /** 'short' on the national dashboard (spec 1 §2.3). */
  columnNames?: ColumnNames;
}) {
  const { t } = useTranslation();
  // Below the rings and the chart: drawn in a render of their own, just after the one that shows
  // the dashboard (one long task on a slow phone otherwise, before anything of the answer shows).
  const [drawn, setDrawn] = useState(false);
  useEffect(() => startTransition(() => setDrawn(true)), []);
  if (!drawn) return null;
  // Side by side only where each has room for all its columns (DS Performance's five need some 700 px).
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: 'repeat(2, minmax(0, 1fr))' } }}>
      <SummaryTable
        kind="ds-performance"
        title={t('dashboards.dsPerformance')}
        rows={summary.topApprovalTime}
        columns={dsColumns(t, columnNames)}
        base={base}
        filterDate={filterDate}
      />
      <SummaryTable
        kind="fsr-leaderboard"
        title={t('dashboards.objectiveLeaderboard')}
        rows={summary.topFSR}
        columns={fsrColumns(t, columnNames)}
        base={base}
        filterDate={filterDate}
      />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <SummaryTable
          kind="in-story-time"
          title={t('dashboards.inStoreTime')}
          rows={summary.topInStoreTime}
          columns={inStoreColumns(t, columnNames)}
          base={base}
          filterDate={filterDate}
        />
      </Box>
    </Box>
  );
}
