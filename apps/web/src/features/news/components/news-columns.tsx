import type { News } from '@fieldops/contract';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { RowActions } from '../../../components/row-actions';
import { formatDay } from '../../../lib/format';
import { NewsImages } from './news-images';
import { NewsSummary } from './news-summary';
import { RowOpenLink } from '../../../components/row-open-link';

interface ColumnOptions {
  t: TFunction;
  onOpen: (news: News) => void;
  /** Admins only: edit and delete. */
  onEdit?: (news: News) => void;
  onDelete?: (news: News) => void;
}

/** Subject (opens the full text), Content (cut at 75 characters), Date, Images, Posted by, Actions. */
export function newsColumns({ t, onOpen, onEdit, onDelete }: ColumnOptions): ColumnDef<News, unknown>[] {
  const columns: ColumnDef<News, unknown>[] = [
    {
      id: 'subject',
      header: t('news.fields.subject'),
      cell: ({ row }) => <RowOpenLink onOpen={() => onOpen(row.original)}>{row.original.subject}</RowOpenLink>,
    },
    {
      id: 'content',
      header: t('news.fields.content'),
      enableSorting: false,
      cell: ({ row }) => <NewsSummary news={row.original} onReadMore={onOpen} />,
    },
    { id: 'date', header: t('news.fields.date'), cell: ({ row }) => formatDay(row.original.date) },
    {
      id: 'images',
      header: t('news.fields.images'),
      enableSorting: false,
      cell: ({ row }) => <NewsImages subject={row.original.subject} images={row.original.images} />,
    },
    { id: 'user', header: t('news.fields.user'), cell: ({ row }) => row.original.user?.name ?? '' },
  ];
  if (!onEdit || !onDelete) return columns;
  return [
    ...columns,
    {
      id: 'actions',
      header: t('masterData.actions'),
      enableSorting: false,
      cell: ({ row }) => (
        <RowActions name={row.original.subject} onEdit={() => onEdit(row.original)} onDelete={() => onDelete(row.original)} />
      ),
    },
  ];
}
