import type { User } from '@fieldops/contract';
import KeyIcon from '@mui/icons-material/KeyOutlined';
import { Box, IconButton } from '@mui/material';
import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { RouterLink } from '../../../components/router-link';
import { RowActions } from '../../../components/row-actions';
import { paths } from '../../../config/paths';
import { Hint } from '../../../components/hint';
import { roleName } from '../../../lib/role-name';

interface ColumnOptions {
  t: TFunction;
  /** Admins get the edit link and the Actions column. */
  admin: boolean;
  currentUserId: number;
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
}

const noWrap = (text: string) => (
  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
    {text}
  </Box>
);

/** User list columns (the start date is on the form and in users.csv); each id is the server's sort key. */
export function userColumns({ t, admin, currentUserId, onEdit, onDelete }: ColumnOptions): ColumnDef<User, unknown>[] {
  const columns: ColumnDef<User, unknown>[] = [
    {
      id: 'name',
      header: t('masterData.users.columns.name'),
      cell: ({ row }) =>
        admin ? (
          <RouterLink to={paths.userEdit.url(row.original.id)} underline="hover" sx={{ fontWeight: 600 }}>
            {row.original.name}
          </RouterLink>
        ) : (
          row.original.name
        ),
    },
    { id: 'email', header: t('masterData.users.fields.email'), cell: ({ row }) => row.original.email },
    { id: 'role', header: t('masterData.users.fields.role'), cell: ({ row }) => noWrap(roleName(t, row.original.role)) },
    { id: 'area', header: t('masterData.users.columns.area'), cell: ({ row }) => row.original.area?.name ?? '' },
    { id: 'phone', header: t('masterData.users.fields.phone'), enableSorting: false, cell: ({ row }) => noWrap(row.original.phone ?? '') },
  ];
  if (!admin) return columns;
  return [
    ...columns,
    {
      id: 'actions',
      header: t('masterData.actions'),
      enableSorting: false,
      cell: ({ row }) => {
        const user = row.original;
        const label = t('masterData.users.changePassword', { name: user.name });
        return (
          <RowActions name={user.name} onEdit={() => onEdit(user)} onDelete={user.id === currentUserId ? undefined : () => onDelete(user)}>
            <Hint title={label}>
              <IconButton size="small" component={Link} to={paths.userPassword.url(user.id)} aria-label={label}>
                <KeyIcon fontSize="small" />
              </IconButton>
            </Hint>
          </RowActions>
        );
      },
    },
  ];
}
