import { provinceById, type Store } from '@fieldops/contract';
import { Typography } from '@mui/material';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { RouterLink } from '../../../components/router-link';
import { RowActions } from '../../../components/row-actions';
import { paths } from '../../../config/paths';

interface ColumnOptions {
  t: TFunction;
  /** Admins get the edit link and the Actions column. */
  admin: boolean;
  onEdit: (store: Store) => void;
  onDelete: (store: Store) => void;
}

const muted = (text: string) => (
  <Typography variant="body2" color="text.secondary" component="span">
    {text}
  </Typography>
);

/** Store list columns; each id is the server's sort key. */
export function storeColumns({ t, admin, onEdit, onDelete }: ColumnOptions): ColumnDef<Store, unknown>[] {
  const columns: ColumnDef<Store, unknown>[] = [
    {
      id: 'name',
      header: t('masterData.stores.fields.name'),
      cell: ({ row }) =>
        admin ? (
          <RouterLink to={paths.storeEdit.url(row.original.id)} underline="hover" sx={{ fontWeight: 600 }}>
            {row.original.name}
          </RouterLink>
        ) : (
          row.original.name
        ),
    },
    { id: 'storeNumber', header: t('masterData.stores.fields.storeNumber'), cell: ({ row }) => row.original.storeNumber },
    { id: 'city', header: t('masterData.stores.fields.city'), cell: ({ row }) => row.original.city },
    {
      id: 'province',
      header: t('masterData.stores.fields.province'),
      cell: ({ row }) => provinceById(row.original.province)?.code ?? row.original.province,
    },
    { id: 'territory', header: t('masterData.stores.columns.territory'), cell: ({ row }) => row.original.territory.name },
    {
      id: 'district',
      header: t('masterData.stores.columns.districtRegion'),
      cell: ({ row }) => (
        <>
          {row.original.district.name}
          <br />
          {muted(row.original.region.name)}
        </>
      ),
    },
    {
      id: 'user',
      header: t('masterData.stores.columns.fsr'),
      cell: ({ row }) => row.original.user?.name ?? muted(t('masterData.unassigned')),
    },
  ];
  if (!admin) return columns;
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
