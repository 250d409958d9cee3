import type { ObjectiveRow } from '@fieldops/contract';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { RouterLink } from '../../../components/router-link';
import { paths } from '../../../config/paths';
import { formatDay } from '../../../lib/format';
import { monthName } from '../../../components/form';
import { PercentBar } from '../components/percent-bar';
import { ObjectiveRowMenu } from './objective-row-menu';

interface ColumnOptions {
  t: TFunction;
  admin: boolean;
  onDelete: (row: ObjectiveRow) => void;
}

/** Objective list columns exactly as spec 2 §2; ids are the server's sort keys. */
export function objectiveColumns({ t, admin, onDelete }: ColumnOptions): ColumnDef<ObjectiveRow, unknown>[] {
  const C = (key: 'title' | 'type' | 'month' | 'year' | 'dueDate' | 'expiryOn' | 'status' | 'actions') => t(`objectives.columns.${key}`);
  return [
    {
      id: 'title',
      header: C('title'),
      cell: ({ row }) => (
        <RouterLink to={paths.objective.url(row.original.id)} sx={{ fontWeight: 600 }}>
          {row.original.title}
        </RouterLink>
      ),
    },
    { id: 'type', header: C('type'), cell: ({ row }) => row.original.objectiveType.name },
    { id: 'month', header: C('month'), cell: ({ row }) => monthName(row.original.month) },
    { id: 'year', header: C('year'), cell: ({ row }) => row.original.year },
    {
      id: 'dueDate',
      header: C('dueDate'),
      cell: ({ row }) => <span style={{ whiteSpace: 'nowrap' }}>{formatDay(row.original.dueDate)}</span>,
    },
    {
      id: 'expiryDate',
      header: C('expiryOn'),
      cell: ({ row }) => <span style={{ whiteSpace: 'nowrap' }}>{formatDay(row.original.expiryDate)}</span>,
    },
    {
      id: 'status',
      header: C('status'),
      cell: ({ row }) => <PercentBar value={row.original.status} label={t('objectives.percent', { value: row.original.status })} />,
    },
    {
      id: 'actions',
      header: C('actions'),
      enableSorting: false,
      cell: ({ row }) => (
        <ObjectiveRowMenu id={row.original.id} title={row.original.title} admin={admin} onDelete={() => onDelete(row.original)} />
      ),
    },
  ];
}
