import { GEO_PAGE_SIZE, GEO_PAGE_SIZE_OPTIONS, type GeoVisit } from '@fieldops/contract';
import { Chip, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPagination } from '../../../components/data-table';
import { sidewaysScroll } from '../../../components/sideways-scroll';
import { minutesText } from '../../../lib/duration';

/**
 * The per-week store visit table (spec 2 §2): store, entry, exit (store's local time), duration in
 * h/min; 10 a page. Wider than a phone, it scrolls sideways, by keyboard too.
 */
export function VisitTable({ visits }: { visits: GeoVisit[] }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState<number>(GEO_PAGE_SIZE);
  if (visits.length === 0)
    return (
      <Typography sx={{ p: 3 }} color="text.secondary" data-testid="geo-no-visits">
        {t('geo.noVisits')}
      </Typography>
    );
  const shown = visits.slice(page * perPage, (page + 1) * perPage);
  return (
    <>
      <TableContainer sx={sidewaysScroll} tabIndex={0} role="region" aria-label={t('geo.visitsTable')}>
        <Table size="small" aria-label={t('geo.visitsTable')} data-testid="geo-visit-table">
          <TableHead>
            <TableRow>
              {(['store', 'entry', 'exit', 'duration'] as const).map((c) => (
                <TableCell key={c} sx={{ fontWeight: 600 }} align={c === 'duration' ? 'right' : 'left'}>
                  {t(`geo.visitColumns.${c}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((v) => (
              <TableRow key={v.id} hover>
                <TableCell>
                  {v.store.name}
                  {/* The number once: many store names end with it ('Lowe's Pembroke #2290'). */}
                  {!v.store.name.endsWith(`#${v.store.storeNumber}`) && (
                    <Typography component="span" variant="body2" color="text.secondary">
                      {` #${v.store.storeNumber}`}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{v.entryTime}</TableCell>
                <TableCell>
                  {v.exitTime ?? t('geo.open')}
                  {v.forced && <Chip size="small" color="warning" label={t('geo.forced')} sx={{ ml: 1 }} />}
                </TableCell>
                <TableCell align="right" data-testid="geo-duration">
                  {v.duration === null ? '' : minutesText(t, v.duration)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
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
