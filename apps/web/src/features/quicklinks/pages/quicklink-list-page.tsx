import { canAccess, quicklinkSchema, webRoutes, type Quicklink } from '@fieldops/contract';
import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { useErrorDialog } from '../../../components/error-dialog';
import { useNotify } from '../../../components/notification-bar';
import { useConfirm } from '../../../components/use-confirm';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/session-context';
import { useDeleteQuicklink } from '../api/quicklinks-api';
import { quicklinkColumns } from '../components/quicklink-columns';

/** /quicklink: every signed-in user opens the quicklinks (a PDF or a URL); admins add, edit and delete (spec 2 §2). */
export function QuicklinkListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const { showError } = useErrorDialog();
  const { confirm, dialog } = useConfirm();
  const remove = useDeleteQuicklink();
  const canWrite = canAccess(webRoutes[paths.quicklinkCreate.path], useCurrentUser().role);

  const onDelete = async (quicklink: Quicklink) => {
    if (!(await confirm({ title: t('quicklink.confirmDelete') }))) return;
    remove.mutate(quicklink.id, {
      onSuccess: () => notify({ message: t('quicklink.deleted') }),
      onError: (error) => showError(error),
    });
  };

  return (
    <>
      <DataTable
        endpoint="/quicklink"
        rowSchema={quicklinkSchema}
        columns={quicklinkColumns({
          t,
          ...(canWrite ? { onEdit: (quicklink: Quicklink) => void navigate(paths.quicklinkEdit.url(quicklink.id)), onDelete } : {}),
        })}
        getRowId={(row) => String(row.id)}
        title={t('quicklink.title')}
        titleLevel={1}
        label={t('quicklink.title')}
        initialSort={[{ id: 'name', desc: false }]}
        actions={
          canWrite && (
            <Button variant="contained" startIcon={<AddIcon />} component={Link} to={paths.quicklinkCreate.url()}>
              {t('masterData.addNew')}
            </Button>
          )
        }
      />
      {dialog}
    </>
  );
}
