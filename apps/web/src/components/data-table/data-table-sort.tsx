import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { Box, IconButton, MenuItem, TextField } from '@mui/material';
import type { Table } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { ColumnTemplate } from './column-template';
import { Hint } from '../hint';

/**
 * The sort of a list shown as cards (a phone), which have no column headers to click: the column
 * it is sorted by, and a toggle for the descending direction. The same sorting state as the headers'.
 */
export function DataTableSort<T>({ table }: { table: Table<T> }) {
  const { t } = useTranslation();
  const sortable = table.getFlatHeaders().filter((header) => header.column.getCanSort());
  if (sortable.length === 0) return null;
  const [sorted] = table.getState().sorting;
  const desc = sorted?.desc ?? false;
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', px: 2, pb: 1 }}>
      <TextField
        select
        size="small"
        label={t('table.sortBy')}
        value={sorted?.id ?? ''}
        onChange={(event) => table.setSorting([{ id: event.target.value, desc: false }])}
        sx={{ flex: 1 }}
      >
        {sortable.map((header) => (
          <MenuItem key={header.column.id} value={header.column.id}>
            <ColumnTemplate template={header.column.columnDef.header} context={header.getContext()} />
          </MenuItem>
        ))}
      </TextField>
      {sorted && (
        <Hint title={t('table.descending')}>
          {/* A toggle: pressed, the list runs from the last to the first. */}
          <IconButton
            aria-label={t('table.descending')}
            aria-pressed={desc}
            onClick={() => table.setSorting([{ id: sorted.id, desc: !desc }])}
          >
            {desc ? <ArrowDownwardIcon /> : <ArrowUpwardIcon />}
          </IconButton>
        </Hint>
      )}
    </Box>
  );
}
