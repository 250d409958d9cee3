import { newsSchema, type News } from '@fieldops/contract';
import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { useErrorDialog } from '../../../components/error-dialog';
import { useNotify } from '../../../components/notification-bar';
import { useConfirm } from '../../../components/use-confirm';
import { paths } from '../../../config/paths';
import { useDeleteNews } from '../api/news-api';
import { newsColumns } from '../components/news-columns';
import { NewsDetailDialog } from '../components/news-detail-dialog';
import { useCanWriteNews } from '../components/use-can-write';

/** /news: every signed-in user reads the news, newest first; admins add, edit and delete (spec 2 §2). */
export function NewsListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const { showError } = useErrorDialog();
  const { confirm, dialog } = useConfirm();
  const remove = useDeleteNews();
  const canWrite = useCanWriteNews();
  const [open, setOpen] = useState<News | null>(null);

  const onDelete = async (news: News) => {
    if (!(await confirm({ title: t('news.confirmDelete') }))) return;
    remove.mutate(news.id, {
      onSuccess: () => notify({ message: t('news.deleted') }),
      onError: (error) => showError(error),
    });
  };

  return (
    <>
      <DataTable
        endpoint="/news"
        rowSchema={newsSchema}
        columns={newsColumns({
          t,
          onOpen: setOpen,
          ...(canWrite ? { onEdit: (news: News) => void navigate(paths.newsEdit.url(news.id)), onDelete } : {}),
        })}
        getRowId={(row) => String(row.id)}
        title={t('news.title')}
        titleLevel={1}
        label={t('news.title')}
        initialSort={[{ id: 'date', desc: true }]}
        actions={
          canWrite && (
            <Button variant="contained" startIcon={<AddIcon />} component={Link} to={paths.newsCreate.url()}>
              {t('masterData.addNew')}
            </Button>
          )
        }
      />
      <NewsDetailDialog news={open} onClose={() => setOpen(null)} />
      {dialog}
    </>
  );
}
