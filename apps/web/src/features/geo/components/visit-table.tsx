import { GEO_PAGE_SIZE, GEO_PAGE_SIZE_OPTIONS, type GeoVisit } from '@fieldops/contract';
import { Chip, TableContainer, Typography, useMediaQuery, useTheme } from '@mui/material';
import { getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTableCards, DataTableGrid, ListPagination } from '../../../components/data-table';
import { sidewaysScroll } from '../../../components/sideways-scroll';
import { minutesText } from '../../../lib/duration';

/** Store, entry, exit (the store's local time) and duration in h/min: the table's columns and a phone card's lines. */
const visitColumns = (t: TFunction): ColumnDef<GeoVisit, unknown>[] => [
  {
    id: 'store',
    header: t('geo.visitColumns.store'),
    cell: ({ row: { original: v } }) => (
      <>
        {v.store.name}
        {/* The number once: many store names end with it ('Lowe's Pembroke #2290'). */}
        {!v.store.name.endsWith(`#${v.store.storeNumber}`) && (
          <Typography component="span" variant="body2" color="text.secondary">
            {` #${v.store.storeNumber}`}
          </Typography>
        )}
      </>
    ),
  },
  { id: 'entry', header: t('geo.visitColumns.entry'), cell: ({ row }) => row.original.entryTime },
  {
    id: 'exit',
    header: t('geo.visitColumns.exit'),
    cell: ({ row: { original: v } }) => (
      <>
        {v.exitTime ?? t('geo.open')}
        {v.forced && <Chip size="small" color="warning" label={t('geo.forced')} sx={{ ml: 1 }} />}
      </>
    ),
  },
  {
    id: 'duration',
    header: t('geo.visitColumns.duration'),
    cell: ({ row }) => (
      <span data-testid="geo-duration">{row.original.duration === null ? '' : minutesText(t, row.original.duration)}</span>
    ),
  },
];

/**
 * The per-week store visit table (spec 2 §2), 10 a page, in DataTable's layouts: on a phone each
 * visit is a card of label and value lines; wider screens get the table, scrolling sideways (by
 * keyboard too) when it does not fit.
 */
export function VisitTable({ visits }: { visits: GeoVisit[] }) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState<number>(GEO_PAGE_SIZE);
  // The app does not use the React Compiler; the table instance is read afresh on every render.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: visits.slice(page * perPage, (page + 1) * perPage),
    columns: visitColumns(t),
    getRowId: (v) => String(v.id),
    getCoreRowModel: getCoreRowModel(),
  });
  if (visits.length === 0)
    return (
      <Typography sx={{ p: 3 }} color="text.secondary" data-testid="geo-no-visits">
        {t('geo.noVisits')}
      </Typography>
    );
  return (
    <>
      {phone ? (
        <DataTableCards table={table} label={t('geo.visitsTable')} />
      ) : (
        <TableContainer sx={sidewaysScroll} tabIndex={0} role="region" aria-label={t('geo.visitsTable')}>
          <DataTableGrid table={table} label={t('geo.visitsTable')} />
        </TableContainer>
      )}
      <ListPagination
        count={visits.length}
        page={page}
        rowsPerPage={perPage}
        rowsPerPageOptions={GEO_PAGE_SIZE_OPTIONS}
        onPageChange={setPage}
        onRowsPerPageChange={(rows) => {
          setPerPage(rows);
          setPage(0);
        }}
      />
    </>
  );
}
