import { CSV_FILES, territorySchema, type Territory } from '@fieldops/contract';
import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { useErrorDialog } from '../../../components/error-dialog';
import { useNotify } from '../../../components/notification-bar';
import { useConfirm } from '../../../components/use-confirm';
import { useDeleteTerritory } from '../api/delete-territory';
import { territoryColumns } from '../components/territory-columns';
import { TerritoryFormDialog } from '../components/territory-form-dialog';

interface Editing {
  key: number;
  open: boolean;
  territory: Territory | null;
}

/** /territory (admin): the territories with their manager and district (spec 3 §2). */
export function TerritoryListPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const { showError } = useErrorDialog();
  const remove = useDeleteTerritory();
  const { confirm, dialog } = useConfirm();
  const [editing, setEditing] = useState<Editing>({ key: 0, open: false, territory: null });

  const openForm = (territory: Territory | null) => setEditing((e) => ({ key: e.key + 1, open: true, territory }));

  const onDelete = async (territory: Territory) => {
    if (!(await confirm({ title: t('masterData.territories.confirmDelete') }))) return;
    remove.mutate(territory.id, {
      onSuccess: () => notify({ message: t('masterData.territories.deleted') }),
      onError: (error) => showError(error),
    });
  };

  return (
    <>
      <DataTable
        endpoint="/territory"
        rowSchema={territorySchema}
        columns={territoryColumns({ t, onEdit: openForm, onDelete })}
        getRowId={(row) => String(row.id)}
        csvFileName={CSV_FILES.territories}
        title={t('masterData.territories.title')}
        titleLevel={1}
        label={t('masterData.territories.title')}
        initialSort={[{ id: 'name', desc: false }]}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => openForm(null)}>
            {t('masterData.addNew')}
          </Button>
        }
      />
      <TerritoryFormDialog
        key={editing.key}
        open={editing.open}
        territory={editing.territory}
        onClose={() => setEditing((e) => ({ ...e, open: false }))}
      />
      {dialog}
    </>
  );
}
