import { canAccess, surveySchema, webRoutes, type Survey } from '@fieldops/contract';
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
import { useDeleteSurvey } from '../api/surveys-api';
import { surveyColumns } from '../components/survey-columns';

/** /survey: every signed-in user opens the surveys; admins add, edit and delete (spec 2 §2). */
export function SurveyListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const { showError } = useErrorDialog();
  const { confirm, dialog } = useConfirm();
  const remove = useDeleteSurvey();
  const canWrite = canAccess(webRoutes[paths.surveyCreate.path], useCurrentUser().role);

  const onDelete = async (survey: Survey) => {
    if (!(await confirm({ title: t('survey.confirmDelete') }))) return;
    remove.mutate(survey.id, {
      onSuccess: () => notify({ message: t('survey.deleted') }),
      onError: (error) => showError(error),
    });
  };

  return (
    <>
      <DataTable
        endpoint="/survey"
        rowSchema={surveySchema}
        columns={surveyColumns({
          t,
          ...(canWrite ? { onEdit: (survey: Survey) => void navigate(paths.surveyEdit.url(survey.id)), onDelete } : {}),
        })}
        getRowId={(row) => String(row.id)}
        title={t('survey.title')}
        titleLevel={1}
        label={t('survey.title')}
        initialSort={[{ id: 'created_at', desc: true }]}
        actions={
          canWrite && (
            <Button variant="contained" startIcon={<AddIcon />} component={Link} to={paths.surveyCreate.url()}>
              {t('masterData.addNew')}
            </Button>
          )
        }
      />
      {dialog}
    </>
  );
}
