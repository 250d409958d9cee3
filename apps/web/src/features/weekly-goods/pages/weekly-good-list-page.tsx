import { WEEKLY_GOODS_CSV, weeklyGoodSchema, type WeeklyGood } from '@fieldops/contract';
import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { useErrorDialog } from '../../../components/error-dialog';
import { useNotify } from '../../../components/notification-bar';
import { useConfirm } from '../../../components/use-confirm';
import { NewsletterTabs } from '../../newsletters';
import { useDeleteWeeklyGood } from '../api/weekly-good-api';
import { weeklyGoodColumns } from '../components/weekly-good-columns';
import { WeeklyGoodDialog } from '../components/weekly-good-dialog';

interface Editing {
  key: number;
  open: boolean;
  id: number | null;
}

/** /weekly-goods (admin): the dated PDFs with their view counts (spec 3 §2). */
export function WeeklyGoodListPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const { showError } = useErrorDialog();
  const remove = useDeleteWeeklyGood();
  const { confirm, dialog } = useConfirm();
  const [editing, setEditing] = useState<Editing>({ key: 0, open: false, id: null });

  const openForm = (weeklyGood: WeeklyGood | null) => setEditing((e) => ({ key: e.key + 1, open: true, id: weeklyGood?.id ?? null }));

  const onDelete = async (weeklyGood: WeeklyGood) => {
    if (!(await confirm({ title: t('newsletters.weeklyGoods.confirmDelete') }))) return;
    remove.mutate(weeklyGood.id, {
      onSuccess: () => notify({ message: t('newsletters.weeklyGoods.deleted') }),
      onError: (error) => showError(error),
    });
  };

  return (
    <>
      <NewsletterTabs />
      <DataTable
        endpoint="/weekly_good"
        rowSchema={weeklyGoodSchema}
        columns={weeklyGoodColumns({ t, onEdit: openForm, onDelete })}
        getRowId={(row) => String(row.id)}
        csvFileName={WEEKLY_GOODS_CSV}
        title={t('newsletters.weeklyGoods.title')}
        titleLevel={1}
        label={t('newsletters.weeklyGoods.title')}
        initialSort={[{ id: 'date', desc: true }]}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => openForm(null)}>
            {t('masterData.addNew')}
          </Button>
        }
      />
      <WeeklyGoodDialog key={editing.key} open={editing.open} id={editing.id} onClose={() => setEditing((e) => ({ ...e, open: false }))} />
      {dialog}
    </>
  );
}
