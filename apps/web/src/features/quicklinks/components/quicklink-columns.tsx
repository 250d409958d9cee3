import type { Quicklink } from '@fieldops/contract';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { ClampedText } from '../../../components/clamped-text';
import { RowActions } from '../../../components/row-actions';
import { formatDay } from '../../../lib/format';
import { fileTypeName } from './file-type-name';
import { QuicklinkLink } from './quicklink-link';

interface ColumnOptions {
  t: TFunction;
  /** Admins only. */
  onEdit?: (quicklink: Quicklink) => void;
  onDelete?: (quicklink: Quicklink) => void;
}

/** Name (opens the PDF or the URL), File Type, Comments, Date, Added by, Actions. */
export function quicklinkColumns({ t, onEdit, onDelete }: ColumnOptions): ColumnDef<Quicklink, unknown>[] {
  const columns: ColumnDef<Quicklink, unknown>[] = [
    { id: 'name', header: t('quicklink.fields.name'), cell: ({ row }) => <QuicklinkLink quicklink={row.original} /> },
    { id: 'fileType', header: t('quicklink.fields.fileType'), cell: ({ row }) => fileTypeName(t, row.original.fileType) },
    {
      id: 'comments',
      header: t('quicklink.fields.comments'),
      enableSorting: false,
      cell: ({ row }) => (row.original.comments ? <ClampedText text={row.original.comments} /> : null),
    },
    { id: 'date', header: t('quicklink.fields.date'), cell: ({ row }) => formatDay(row.original.date) },
    { id: 'user', header: t('quicklink.fields.user'), enableSorting: false, cell: ({ row }) => row.original.user?.name ?? '' },
  ];
  if (!onEdit || !onDelete) return columns;
  return [
    ...columns,
    {
      id: 'actions',
      header: t('masterData.actions'),
      enableSorting: false,
      cell: ({ row }) => (
        <RowActions name={row.original.name} onEdit={() => onEdit(row.original)} onDelete={() => onDelete(row.original)} />
      ),
    },
  ];
}
