import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { sidewaysScroll } from '../../../components/sideways-scroll';

interface PanelTableProps<T> {
  title: string;
  id: string;
  query: { data?: T[]; isPending: boolean; error: unknown };
  columns: { header: string; cell: (row: T) => ReactNode }[];
  rowKey: (row: T, index: number) => string;
}

/** One of the user panel's three tables (spec 1 §2.8). */
export function PanelTable<T>({ title, id, query, columns, rowKey }: PanelTableProps<T>) {
  const { t } = useTranslation();
  const rows = query.data ?? [];
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {query.error ? (
        <Alert severity="error">{errorMessage(query.error)}</Alert>
      ) : query.isPending ? (
        <Typography color="text.secondary">{t('table.loading')}</Typography>
      ) : rows.length === 0 ? (
        <Typography color="text.secondary">{t('dashboards.panel.empty')}</Typography>
      ) : (
        // Scrolls sideways on a narrow screen, a shadow where columns are hidden; focusable (WCAG 2.1.1).
        <Box sx={sidewaysScroll} tabIndex={0} role="region" aria-labelledby={id}>
          <Table size="small" aria-labelledby={id}>
            <TableHead>
              <TableRow>
                {columns.map((c) => (
                  <TableCell key={c.header} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                    {c.header}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row, index) => (
                <TableRow key={rowKey(row, index)}>
                  {columns.map((c) => (
                    <TableCell key={c.header}>{c.cell(row)}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}
