import type { WeeklyGood } from '@fieldops/contract';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { RowActions } from '../../../components/row-actions';
import { formatDay } from '../../../lib/format';
import { RowOpenLink } from '../../../components/row-open-link';

interface ColumnOptions {
  t: TFunction;
  onEdit: (weeklyGood: WeeklyGood) => void;
  onDelete: (weeklyGood: WeeklyGood) => void;
}

/** TITLE (a click edits), DATE, NUM. VIEWS, and the delete and edit icons — spec 3 §2. */
export function weeklyGoodColumns({ t, onEdit, onDelete }: ColumnOptions): ColumnDef<WeeklyGood, unknown>[] {
  return [
    {
      id: 'name',
      header: t('newsletters.columns.title'),
      cell: ({ row }) => <RowOpenLink onOpen={() => onEdit(row.original)}>{row.original.name}</RowOpenLink>,
    },
    { id: 'date', header: t('newsletters.columns.date'), cell: ({ row }) => formatDay(row.original.date) },
    { id: 'viewCount', header: t('newsletters.columns.views'), cell: ({ row }) => row.original.viewCount },
    {
      id: 'actions',
      header: '',
      enableSorting: false,
      cell: ({ row }) => (
        <RowActions name={row.original.name} onEdit={() => onEdit(row.original)} onDelete={() => onDelete(row.original)} />
      ),
    },
  ];
}
