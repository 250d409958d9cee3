import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import type { Table } from '@tanstack/react-table';
import { ColumnTemplate } from './column-template';
import { clickableRow, type RowOpener } from './row-click';

/** The compact layout of a list on a phone: one card per row, each column as label and value. */
export function DataTableCards<T>({ table, label, onRowClick }: { table: Table<T>; label: string; onRowClick?: RowOpener<T> }) {
  const headers = table.getFlatHeaders();
  return (
    <Stack spacing={1} sx={{ p: 1 }} role="list" aria-label={label}>
      {table.getRowModel().rows.map((row) => (
        <Card key={row.id} role="listitem" {...clickableRow(onRowClick?.(row.original))}>
          <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
            {row.getVisibleCells().map((cell, index) => (
              <Box key={cell.id} sx={{ display: 'flex', gap: 1, py: 0.25, alignItems: 'baseline' }}>
                <Typography variant="caption" color="text.secondary" sx={{ minWidth: 96, flexShrink: 0 }}>
                  {headers[index] && (
                    <ColumnTemplate template={headers[index].column.columnDef.header} context={headers[index].getContext()} />
                  )}
                </Typography>
                <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  <ColumnTemplate template={cell.column.columnDef.cell} context={cell.getContext()} />
                </Box>
              </Box>
            ))}
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
