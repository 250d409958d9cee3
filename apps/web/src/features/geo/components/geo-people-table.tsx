import {
  GEO_PAGE_SIZE,
  GEO_PAGE_SIZE_OPTIONS,
  GEO_SUMMARY_WEEKS,
  type GeoUserRow,
  type GeoUserSort,
  type RoleId,
} from '@fieldops/contract';
import {
  Alert,
  Box,
  MenuItem,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  TextField,
  Typography,
} from '@mui/material';
import { useDeferredValue, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataTableToolbar, ListPagination } from '../../../components/data-table';
import { RouterLink } from '../../../components/router-link';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useGeoTopUsers, useGeoWeeks, type GeoTableState } from '../api/geo-queries';
import { hoursMinutesText } from '../../../lib/duration';

const ROLE_LABELS = { 1: 'geo.roles.admin', 2: 'geo.roles.dsm', 3: 'geo.roles.ds', 4: 'geo.roles.fsr' } as const;

const COLUMNS: { id: GeoUserSort; numeric?: boolean }[] = [
  { id: 'name' },
  { id: 'role' },
  { id: 'area' },
  { id: 'visits', numeric: true },
  { id: 'stores', numeric: true },
  { id: 'hours', numeric: true },
  { id: 'avgHours', numeric: true },
];

/** The FSR table of /geo (spec 2 §2): the people of the caller's area, each linking to /geo/user/{id}. */
export function GeoPeopleTable() {
  const { t } = useTranslation();
  const [table, setState] = useState<Omit<GeoTableState, 'week'>>({ page: 1, perPage: GEO_PAGE_SIZE, q: '', sort: '-hours' });
  // The week is in the address (?week=): Back from a person's page finds it chosen.
  const [search, setSearch] = useSearchParams();
  const state: GeoTableState = { ...table, week: search.get('week') ?? '' };
  const q = useDeferredValue(state.q);
  const weeks = useGeoWeeks();
  const query = useGeoTopUsers({ ...state, q });
  const update = ({ week, ...patch }: Partial<GeoTableState>) => {
    setState((s) => ({ ...s, page: 1, ...patch }));
    if (week !== undefined) setSearch(week ? { week } : {}, { replace: true });
  };
  const sortKey = state.sort.replace(/^-/, '');
  const desc = state.sort.startsWith('-');
  const rows = query.data?.data ?? [];

  const cell = (row: GeoUserRow, id: GeoUserSort): ReactNode => {
    switch (id) {
      case 'name':
        return (
          <RouterLink to={paths.geoUser.url(row.id, state.week || undefined)} underline="hover" sx={{ fontWeight: 600 }}>
            {row.name}
          </RouterLink>
        );
      case 'role':
        return t(ROLE_LABELS[row.role as RoleId]);
      case 'area':
        return row.area ?? '';
      case 'hours':
      case 'avgHours':
        return hoursMinutesText(t, row[id]);
      default:
        return row[id];
    }
  };

  return (
    <Paper sx={{ overflow: 'hidden' }} component="section" aria-label={t('geo.repsTitle')}>
      {/* The lists' toolbar: the heading, then the week and the search at their own widths (the whole row on a phone). */}
      <DataTableToolbar
        title={t('geo.repsTitle')}
        search={state.q}
        onSearch={(q) => update({ q })}
        actions={
          <TextField
            select
            size="small"
            label={t('geo.week')}
            value={state.week}
            onChange={(e) => update({ week: e.target.value })}
            sx={{ width: { xs: '100%', sm: 220 } }}
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            <MenuItem value="">{t('geo.lastWeeks', { count: GEO_SUMMARY_WEEKS })}</MenuItem>
            {(weeks.data ?? []).map((w) => (
              <MenuItem key={w.week} value={w.week}>
                {w.label}
              </MenuItem>
            ))}
          </TextField>
        }
      />
      <Box sx={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>
        {query.isError ? (
          <Alert severity="error">{errorMessage(query.error)}</Alert>
        ) : query.isPending ? (
          <Typography sx={{ p: 3 }} color="text.secondary">
            {t('table.loading')}
          </Typography>
        ) : rows.length === 0 ? (
          <Typography sx={{ p: 3 }} color="text.secondary" data-testid="table-empty">
            {t('table.empty')}
          </Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-label={t('geo.repsTitle')}>
              <TableHead>
                <TableRow>
                  {COLUMNS.map((c) => (
                    <TableCell key={c.id} align={c.numeric ? 'right' : 'left'} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                      <TableSortLabel
                        active={sortKey === c.id}
                        direction={sortKey === c.id && desc ? 'desc' : 'asc'}
                        onClick={() => update({ sort: sortKey === c.id && !desc ? `-${c.id}` : c.id })}
                      >
                        {t(`geo.columns.${c.id}`)}
                      </TableSortLabel>
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.id} hover>
                    {COLUMNS.map((c) => (
                      <TableCell key={c.id} align={c.numeric ? 'right' : 'left'}>
                        {cell(row, c.id)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Box>
      <ListPagination
        count={query.data?.meta.total ?? 0}
        page={Math.max(0, state.page - 1)}
        rowsPerPage={state.perPage}
        rowsPerPageOptions={GEO_PAGE_SIZE_OPTIONS}
        onPageChange={(page) => setState((s) => ({ ...s, page: page + 1 }))}
        onRowsPerPageChange={(perPage) => update({ perPage })}
      />
    </Paper>
  );
}
