import { PAGE_SIZE_OPTIONS } from '@fieldops/contract';
import { Alert, Box, Paper, TableContainer, Typography, useMediaQuery, useTheme } from '@mui/material';
import { getCoreRowModel, useReactTable, type ColumnDef, type SortingState } from '@tanstack/react-table';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ZodType } from 'zod';
import { errorMessage } from '../../lib/api-client';
import { visuallyHidden } from '../visually-hidden';
import { DataTableCards } from './data-table-cards';
import { DataTableGrid } from './data-table-grid';
import { DataTableSort } from './data-table-sort';
import { DataTableToolbar } from './data-table-toolbar';
import { ListPagination } from './list-pagination';
import type { RowOpener } from './row-click';
import { useListQuery, type ListFilters } from './use-list-query';

export interface DataTableProps<T> {
  /** List endpoint below /api/v1 following the list convention (page, perPage, q, sort, format=csv). */
  endpoint: string;
  rowSchema: ZodType<T>;
  /** Column ids are the server's sort keys; `enableSorting: false` for the others. */
  columns: ColumnDef<T, unknown>[];
  /** Extra query parameters (the list's filters). */
  filters?: ListFilters;
  /** CSV file name from the specification; without it there is no download. */
  csvFileName?: string;
  title?: ReactNode;
  /** 1 when the title is the screen's own (its h1, the list is the screen); 2 (default) under a heading of the page. */
  titleLevel?: 1 | 2;
  /** Buttons beside the search box (Add New …). */
  actions?: ReactNode;
  initialSort?: SortingState;
  searchPlaceholder?: string;
  getRowId: (row: T) => string;
  /** Accessible name of the table. */
  label: string;
  /** Told when the list fails to load, besides the message in the table's place (a screen's error dialog). */
  onLoadError?: (error: unknown) => void;
  /**
   * A click anywhere on a row (a card on a phone) but its own buttons and links, when the row
   * opens something (spec 1 §2.4: the user panel); `undefined` for a row that does not. For the
   * mouse: the keyboard's way to the same is a button in the row.
   */
  onRowClick?: RowOpener<T>;
}

/** The one list table of the app: server-side paging, sort and search, CSV export, phone cards. */
export function DataTable<T>(props: DataTableProps<T>) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const filters = props.filters ?? {};
  const { state, query, update, setPage } = useListQuery(props.endpoint, props.rowSchema, filters, props.initialSort);
  const rows = query.data?.data ?? [];
  // What a search found, told to screen readers once its answer has come (the table changes silently).
  const found = state.q.trim() !== '' && query.isSuccess && !query.isPlaceholderData ? query.data.meta.total : null;
  const { onLoadError } = props;
  useEffect(() => {
    if (query.error) onLoadError?.(query.error);
  }, [query.error, onLoadError]);

  // TanStack sorts only columns with an accessor; the server sorts here, so a display column whose
  // id is a sort key gets one that reads nothing.
  const columns = props.columns.map((c) =>
    c.enableSorting === false || 'accessorFn' in c || 'accessorKey' in c ? c : { ...c, accessorFn: () => null },
  );
  // The app does not use the React Compiler; the table instance is read afresh on every render.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    getRowId: props.getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    // A first click sorts ascending, whatever the column holds.
    sortDescFirst: false,
    manualPagination: true,
    enableSortingRemoval: false,
    state: { sorting: state.sorting },
    onSortingChange: (updater) => update({ sorting: typeof updater === 'function' ? updater(state.sorting) : updater }),
  });

  const body = () => {
    if (query.isError) return <Alert severity="error">{errorMessage(query.error)}</Alert>;
    if (query.isPending)
      return (
        <Typography sx={{ p: 3 }} color="text.secondary">
          {t('table.loading')}
        </Typography>
      );
    if (rows.length === 0)
      return (
        <Typography sx={{ p: 3 }} color="text.secondary" data-testid="table-empty">
          {t('table.empty')}
        </Typography>
      );
    if (phone) return <DataTableCards table={table} label={props.label} onRowClick={props.onRowClick} />;
    return (
      <TableContainer>
        <DataTableGrid table={table} label={props.label} onRowClick={props.onRowClick} />
      </TableContainer>
    );
  };

  return (
    <Paper sx={{ overflow: 'hidden' }}>
      <DataTableToolbar
        title={props.title}
        titleLevel={props.titleLevel}
        actions={props.actions}
        search={state.q}
        onSearch={(q) => update({ q })}
        searchPlaceholder={props.searchPlaceholder}
        csv={props.csvFileName ? { endpoint: props.endpoint, fileName: props.csvFileName, state, filters } : undefined}
      />
      {phone && <DataTableSort table={table} />}
      <Box role="status" sx={visuallyHidden}>
        {found === null ? '' : t('table.found', { count: found })}
      </Box>
      <Box sx={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>{body()}</Box>
      <ListPagination
        count={query.data?.meta.total ?? 0}
        page={Math.max(0, state.page - 1)}
        rowsPerPage={state.perPage}
        rowsPerPageOptions={PAGE_SIZE_OPTIONS}
        onPageChange={(page) => setPage(page + 1)}
        onRowsPerPageChange={(perPage) => update({ perPage })}
      />
    </Paper>
  );
}
