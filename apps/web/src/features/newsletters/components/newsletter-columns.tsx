import type { Newsletter } from '@fieldops/contract';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { monthName } from '../../../components/form';
import { RowActions } from '../../../components/row-actions';
import { RowOpenLink } from '../../../components/row-open-link';

interface ColumnOptions {
  t: TFunction;
  onPreview: (record: Newsletter) => void;
  onEdit: (record: Newsletter) => void;
  onDelete: (record: Newsletter) => void;
}

/** TITLE (a click opens the Detail modal), MONTH, YEAR, NUM. VIEWS, Actions — spec 3 §2. */
export function newsletterColumns({ t, onPreview, onEdit, onDelete }: ColumnOptions): ColumnDef<Newsletter, unknown>[] {
  return [
    {
      id: 'name',
      header: t('newsletters.columns.title'),
      cell: ({ row }) => <RowOpenLink onOpen={() => onPreview(row.original)}>{row.original.name}</RowOpenLink>,
    },
    { id: 'month', header: t('newsletters.columns.month'), cell: ({ row }) => monthName(Number(row.original.date.slice(5, 7))) },
    { id: 'year', header: t('newsletters.columns.year'), cell: ({ row }) => row.original.date.slice(0, 4) },
    { id: 'viewCount', header: t('newsletters.columns.views'), cell: ({ row }) => row.original.viewCount },
    {
      id: 'actions',
      header: t('newsletters.columns.actions'),
      enableSorting: false,
      cell: ({ row }) => (
        <RowActions name={row.original.name} onEdit={() => onEdit(row.original)} onDelete={() => onDelete(row.original)} />
      ),
    },
  ];
}
