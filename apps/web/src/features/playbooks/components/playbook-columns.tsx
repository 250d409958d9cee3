import type { PlaybookRow } from '@fieldops/contract';
import { Link } from '@mui/material';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { Link as RouterLink } from 'react-router';
import { monthName } from '../../../components/form';
import { RowActions } from '../../../components/row-actions';
import { paths } from '../../../config/paths';
import { RowOpenLink } from '../../../components/row-open-link';

interface ColumnOptions {
  t: TFunction;
  admin: boolean;
  onOpen: (playbook: PlaybookRow) => void;
  onEdit: (playbook: PlaybookRow) => void;
  onDelete: (playbook: PlaybookRow) => void;
}

const monthOf = (date: string) => Number(date.slice(5, 7));
const yearOf = (date: string) => date.slice(0, 4);

/**
 * TITLE, MONTH, YEAR, VISIBLE TO ('n stores'), NUM. VIEWS and Actions (spec 3 §2). TITLE leads an
 * admin to the edit form; anyone else it opens the PDF (counting the view). Actions are the admin's.
 */
export function playbookColumns({ t, admin, onOpen, onEdit, onDelete }: ColumnOptions): ColumnDef<PlaybookRow, unknown>[] {
  const C = (key: 'title' | 'month' | 'year' | 'visibleTo' | 'views' | 'actions') => t(`playbooks.columns.${key}`);
  const columns: ColumnDef<PlaybookRow, unknown>[] = [
    {
      id: 'name',
      header: C('title'),
      cell: ({ row }) =>
        admin ? (
          <Link component={RouterLink} to={paths.playbookEdit.url(row.original.id)} underline="hover" sx={{ fontWeight: 600 }}>
            {row.original.name}
          </Link>
        ) : (
          <RowOpenLink onOpen={() => onOpen(row.original)} ariaLabel={t('playbooks.open', { name: row.original.name })}>
            {row.original.name}
          </RowOpenLink>
        ),
    },
    { id: 'month', header: C('month'), cell: ({ row }) => monthName(monthOf(row.original.date)) },
    { id: 'year', header: C('year'), cell: ({ row }) => yearOf(row.original.date) },
    { id: 'storeCount', header: C('visibleTo'), cell: ({ row }) => t('playbooks.storeCount', { count: row.original.storeCount }) },
    { id: 'viewCount', header: C('views'), cell: ({ row }) => row.original.viewCount },
  ];
  if (!admin) return columns;
  return [
    ...columns,
    {
      id: 'actions',
      header: C('actions'),
      enableSorting: false,
      cell: ({ row }) => (
        <RowActions name={row.original.name} onEdit={() => onEdit(row.original)} onDelete={() => onDelete(row.original)} />
      ),
    },
  ];
}
