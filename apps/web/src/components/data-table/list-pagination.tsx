import { TablePagination } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface ListPaginationProps {
  count: number;
  /** The page shown, from 0. */
  page: number;
  rowsPerPage: number;
  rowsPerPageOptions: readonly number[];
  onPageChange: (page: number) => void;
  onRowsPerPageChange: (rowsPerPage: number) => void;
}

/**
 * The pager under every list. On a phone it leaves out the rows-per-page choice, a desk's need:
 * with it, '1–50 of 5,228' pushed the next-page arrow past a 390 px screen's edge.
 */
export function ListPagination({ onPageChange, onRowsPerPageChange, rowsPerPageOptions, ...props }: ListPaginationProps) {
  const { t } = useTranslation();
  return (
    <TablePagination
      component="div"
      {...props}
      rowsPerPageOptions={[...rowsPerPageOptions]}
      onPageChange={(_, page) => onPageChange(page)}
      onRowsPerPageChange={(event) => onRowsPerPageChange(Number(event.target.value))}
      labelRowsPerPage={t('table.rowsPerPage')}
      sx={(theme) => ({
        [theme.breakpoints.down('sm')]: {
          '& .MuiTablePagination-toolbar': { px: 1 },
          '& .MuiTablePagination-selectLabel, & .MuiTablePagination-input': { display: 'none' },
          '& .MuiTablePagination-actions': { ml: 1 },
        },
      })}
    />
  );
}
