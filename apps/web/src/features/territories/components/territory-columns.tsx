import type { Territory } from '@fieldops/contract';
import { Typography } from '@mui/material';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { RowActions } from '../../../components/row-actions';
import { RowOpenLink } from '../../../components/row-open-link';

interface ColumnOptions {
  t: TFunction;
  onEdit: (territory: Territory) => void;
  onDelete: (territory: Territory) => void;
}

/** Territory (a click edits), Manager (or 'Unassigned'), District, Actions — spec 3 §2. */
export function territoryColumns({ t, onEdit, onDelete }: ColumnOptions): ColumnDef<Territory, unknown>[] {
  return [
    {
      id: 'name',
      header: t('masterData.territories.columns.territory'),
      cell: ({ row }) => <RowOpenLink onOpen={() => onEdit(row.original)}>{row.original.name}</RowOpenLink>,
    },
    {
      id: 'manager',
      header: t('masterData.territories.columns.manager'),
      cell: ({ row }) =>
        row.original.manager ? (
          row.original.manager.name
        ) : (
          <Typography variant="body2" color="text.secondary" component="span">
            {t('masterData.unassigned')}
          </Typography>
        ),
    },
    { id: 'district', header: t('masterData.territories.columns.district'), cell: ({ row }) => row.original.district.name },
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
