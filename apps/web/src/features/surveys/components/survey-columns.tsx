import type { Survey } from '@fieldops/contract';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Link } from '@mui/material';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { ClampedText } from '../../../components/clamped-text';
import { RowActions } from '../../../components/row-actions';
import { formatDay } from '../../../lib/format';

interface ColumnOptions {
  t: TFunction;
  /** Admins only. */
  onEdit?: (survey: Survey) => void;
  onDelete?: (survey: Survey) => void;
}

/** Name (opens the survey in a new tab), URL, Comments, Created, Actions. */
export function surveyColumns({ t, onEdit, onDelete }: ColumnOptions): ColumnDef<Survey, unknown>[] {
  const columns: ColumnDef<Survey, unknown>[] = [
    {
      id: 'name',
      header: t('survey.fields.name'),
      cell: ({ row }) => (
        <Link
          href={row.original.url}
          target="_blank"
          rel="noopener noreferrer"
          underline="hover"
          aria-label={t('survey.open', { name: row.original.name })}
          sx={{ fontWeight: 600, display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          {row.original.name}
          <OpenInNewIcon sx={{ fontSize: 16 }} aria-hidden />
        </Link>
      ),
    },
    { id: 'url', header: t('survey.fields.url'), cell: ({ row }) => row.original.url },
    {
      id: 'comments',
      header: t('survey.fields.comments'),
      enableSorting: false,
      cell: ({ row }) => (row.original.comments ? <ClampedText text={row.original.comments} /> : null),
    },
    { id: 'created_at', header: t('survey.fields.created_at'), cell: ({ row }) => formatDay(row.original.created_at) },
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
