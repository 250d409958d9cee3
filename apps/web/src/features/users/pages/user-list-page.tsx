import { CSV_FILES, ROLE, userSchema, type User } from '@fieldops/contract';
import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { useErrorDialog } from '../../../components/error-dialog';
import { SelectField } from '../../../components/form';
import { useNotify } from '../../../components/notification-bar';
import { useConfirm } from '../../../components/use-confirm';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/session-context';
import { useDeleteUser } from '../api/delete-user';
import { useRoles } from '../api/get-roles';
import { userColumns } from '../components/user-columns';

/**
 * /user (every signed-in user): users with role and area, filtered by role. Creating, editing,
 * password changes and deleting are admin routes, so only admins see those actions.
 */
export function UserListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const { showError } = useErrorDialog();
  const me = useCurrentUser();
  const admin = me.role === ROLE.admin;
  const roles = useRoles();
  const remove = useDeleteUser();
  const { confirm, dialog } = useConfirm();
  const [role, setRole] = useState<number | null>(null);

  const onDelete = async (user: User) => {
    if (!(await confirm({ title: t('masterData.users.confirmDelete') }))) return;
    remove.mutate(user.id, {
      onSuccess: () => notify({ message: t('masterData.users.deleted') }),
      onError: (error) => showError(error),
    });
  };

  return (
    <>
      <DataTable
        endpoint="/user"
        rowSchema={userSchema}
        columns={userColumns({ t, admin, currentUserId: me.id, onEdit: (u) => void navigate(paths.userEdit.url(u.id)), onDelete })}
        filters={{ role }}
        getRowId={(row) => String(row.id)}
        csvFileName={CSV_FILES.users}
        title={t('masterData.users.title')}
        titleLevel={1}
        label={t('masterData.users.title')}
        initialSort={[{ id: 'name', desc: false }]}
        actions={
          <>
            <SelectField
              size="small"
              sx={{ width: { xs: '100%', sm: 200 } }}
              label={t('masterData.users.fields.role')}
              emptyLabel={t('masterData.users.allRoles')}
              options={roles.data ?? []}
              value={role}
              onChange={setRole}
            />
            {admin && (
              <Button component={Link} to={paths.userCreate.url()} variant="contained" startIcon={<AddIcon />}>
                {t('masterData.addNew')}
              </Button>
            )}
          </>
        }
      />
      {dialog}
    </>
  );
}
