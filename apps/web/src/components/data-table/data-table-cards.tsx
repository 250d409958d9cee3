import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { flexRender, type Table } from '@tanstack/react-table';

/** The compact layout of a list on a phone: one card per row, each column as label and value. */
export function DataTableCards<T>({ table }: { table: Table<T> }) {
  const headers = table.getFlatHeaders();
  return (
    <Stack spacing={1} sx={{ p: 1 }} role="list">
      {table.getRowModel().rows.map((row) => (
        <Card key={row.id} role="listitem">
          <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
            {row.getVisibleCells().map((cell, index) => (
              <Box key={cell.id} sx={{ display: 'flex', gap: 1, py: 0.25, alignItems: 'baseline' }}>
                <Typography variant="caption" color="text.secondary" sx={{ minWidth: 96, flexShrink: 0 }}>
                  {flexRender(headers[index]?.column.columnDef.header, headers[index]?.getContext())}
                </Typography>
                <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</Box>
              </Box>
            ))}
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
