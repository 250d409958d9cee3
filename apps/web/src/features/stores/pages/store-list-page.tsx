import { CSV_FILES, ROLE, storeSchema, type Store } from '@fieldops/contract';
import AddIcon from '@mui/icons-material/Add';
import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { useErrorDialog } from '../../../components/error-dialog';
import { useNotify } from '../../../components/notification-bar';
import { useConfirm } from '../../../components/use-confirm';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/session-context';
import { useDeleteStore } from '../api/delete-store';
import { storeColumns } from '../components/store-columns';
import { StoreFilters, type StoreFilterValues } from '../components/store-filters';

/**
 * /store (every signed-in user): the stores with their area and FSR, filtered by region,
 * district and territory. Adding, editing and deleting are admin routes, so only admins see
 * those actions.
 */
export function StoreListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const { showError } = useErrorDialog();
  const admin = useCurrentUser().role === ROLE.admin;
  const remove = useDeleteStore();
  const { confirm, dialog } = useConfirm();
  const [filters, setFilters] = useState<StoreFilterValues>({ regionID: null, districtID: null, territoryID: null });

  const onDelete = async (store: Store) => {
    if (!(await confirm({ title: t('masterData.stores.confirmDelete') }))) return;
    remove.mutate(store.id, {
      onSuccess: () => notify({ message: t('masterData.stores.deleted') }),
      onError: (error) => showError(error),
    });
  };

  return (
    <Stack spacing={2}>
      <StoreFilters value={filters} onChange={setFilters} />
      <DataTable
        endpoint="/store"
        rowSchema={storeSchema}
        columns={storeColumns({ t, admin, onEdit: (s) => void navigate(paths.storeEdit.url(s.id)), onDelete })}
        filters={{ ...filters }}
        getRowId={(row) => String(row.id)}
        csvFileName={CSV_FILES.stores}
        title={t('masterData.stores.title')}
        titleLevel={1}
        label={t('masterData.stores.title')}
        initialSort={[{ id: 'name', desc: false }]}
        actions={
          admin && (
            <Button component={Link} to={paths.storeCreate.url()} variant="contained" startIcon={<AddIcon />}>
              {t('masterData.addNew')}
            </Button>
          )
        }
      />
      {dialog}
    </Stack>
  );
}
