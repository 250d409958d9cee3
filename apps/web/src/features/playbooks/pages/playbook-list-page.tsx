import { PLAYBOOK_CSV_FILE, ROLE, playbookRowSchema, type PlaybookRow } from '@fieldops/contract';
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
import { useDeletePlaybook } from '../api/delete-playbook';
import { useOpenPlaybook } from '../api/open-playbook';
import { playbookColumns } from '../components/playbook-columns';

/**
 * /playbooks (everyone): the playbooks of the caller's stores, newest first (spec 3 §2). Admins add,
 * edit, delete and download playbooks.csv; everyone else opens a playbook's PDF from its title.
 */
export function PlaybookListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const { showError } = useErrorDialog();
  const admin = useCurrentUser().role === ROLE.admin;
  const remove = useDeletePlaybook();
  const open = useOpenPlaybook();
  const { confirm, dialog } = useConfirm();

  const onDelete = async (playbook: PlaybookRow) => {
    if (!(await confirm({ title: t('playbooks.confirmDelete') }))) return;
    remove.mutate(playbook.id, {
      onSuccess: () => notify({ message: t('playbooks.deleted') }),
      onError: (error) => showError(error),
    });
  };

  const columns = playbookColumns({
    t,
    admin,
    onOpen: (playbook) => open.mutate(playbook.id, { onError: (error) => showError(error) }),
    onEdit: (playbook) => void navigate(paths.playbookEdit.url(playbook.id)),
    onDelete,
  });

  return (
    <>
      <DataTable
        endpoint="/playbook"
        rowSchema={playbookRowSchema}
        columns={columns}
        getRowId={(row) => String(row.id)}
        csvFileName={admin ? PLAYBOOK_CSV_FILE : undefined}
        title={t('playbooks.title')}
        titleLevel={1}
        label={t('playbooks.title')}
        actions={
          admin && (
            <Button component={Link} to={paths.playbookCreate.url()} variant="contained" startIcon={<AddIcon />}>
              {t('playbooks.addNew')}
            </Button>
          )
        }
      />
      {dialog}
    </>
  );
}
