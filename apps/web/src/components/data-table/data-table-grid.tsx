import { Table, TableBody, TableCell, TableHead, TableRow, TableSortLabel } from '@mui/material';
import type { Table as TanstackTable } from '@tanstack/react-table';
import { ColumnTemplate } from './column-template';
import { clickableRow, type RowOpener } from './row-click';

/**
 * The table layout of a list on a wider screen (DataTable's, and a list of rows the page already
 * has: a week's geo visits): the headers, sortable where their column is, and one row per record.
 */
export function DataTableGrid<T>({ table, label, onRowClick }: { table: TanstackTable<T>; label: string; onRowClick?: RowOpener<T> }) {
  // A long value (a name without spaces) wraps in its cell instead of widening the table past its columns and actions.
  return (
    <Table size="small" aria-label={label} sx={{ '& td': { maxWidth: '16rem', overflowWrap: 'break-word' } }}>
      <TableHead>
        {table.getHeaderGroups().map((group) => (
          <TableRow key={group.id}>
            {group.headers.map((header) => (
              <TableCell key={header.id} sortDirection={header.column.getIsSorted() || false} sx={{ fontWeight: 600 }}>
                {header.column.getCanSort() ? (
                  <TableSortLabel
                    active={!!header.column.getIsSorted()}
                    direction={header.column.getIsSorted() || 'asc'}
                    onClick={header.column.getToggleSortingHandler()}
                  >
                    <ColumnTemplate template={header.column.columnDef.header} context={header.getContext()} />
                  </TableSortLabel>
                ) : (
                  <ColumnTemplate template={header.column.columnDef.header} context={header.getContext()} />
                )}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableHead>
      <TableBody>
        {table.getRowModel().rows.map((row) => (
          <TableRow key={row.id} hover {...clickableRow(onRowClick?.(row.original))}>
            {row.getVisibleCells().map((cell) => (
              <TableCell key={cell.id}>
                <ColumnTemplate template={cell.column.columnDef.cell} context={cell.getContext()} />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
