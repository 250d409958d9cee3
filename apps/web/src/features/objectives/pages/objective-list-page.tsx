import { OBJECTIVE_CSV_FILE, ROLE, objectiveRowSchema, type ObjectiveRow } from '@fieldops/contract';
import FilterListIcon from '@mui/icons-material/FilterList';
import { Badge, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { useErrorDialog } from '../../../components/error-dialog';
import { useNotify } from '../../../components/notification-bar';
import { useConfirm } from '../../../components/use-confirm';
import { useCurrentUser } from '../../../lib/session-context';
import { useDeleteObjective } from '../api/delete-objective';
import { ObjectivesNav } from '../components/objectives-nav';
import { AddNewMenu } from '../list/add-new-menu';
import { objectiveColumns } from '../list/objective-columns';
import { ObjectiveFilterDialog } from '../list/objective-filter-dialog';
import {
  activeFilterCount,
  DEFAULT_OBJECTIVE_FILTER,
  objectiveFilterQuery,
  type ObjectiveFilterValues,
} from '../list/objective-filter-values';

/**
 * /objective: the objectives with their percent complete, a filter dialog, search and
 * objectives.csv. Listing is open to everyone; adding, editing, copying and deleting to admins.
 */
export function ObjectiveListPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const { showError } = useErrorDialog();
  const admin = useCurrentUser().role === ROLE.admin;
  const remove = useDeleteObjective();
  const { confirm, dialog } = useConfirm();
  const [filter, setFilter] = useState<ObjectiveFilterValues>(DEFAULT_OBJECTIVE_FILTER);
  const [filterOpen, setFilterOpen] = useState(false);

  const onDelete = async (row: ObjectiveRow) => {
    if (!(await confirm({ title: t('objectives.deleteTitle') }))) return;
    remove.mutate(row.id, {
      onSuccess: () => notify({ message: t('objectives.deleted') }),
      onError: (error) => showError(error),
    });
  };

  return (
    <Stack spacing={2}>
      <ObjectivesNav current="byObjective" actions={admin && <AddNewMenu />} />
      <DataTable
        endpoint="/objective"
        rowSchema={objectiveRowSchema}
        columns={objectiveColumns({ t, admin, onDelete })}
        filters={objectiveFilterQuery(filter)}
        getRowId={(row) => String(row.id)}
        csvFileName={OBJECTIVE_CSV_FILE}
        label={t('objectives.title')}
        actions={
          <Badge color="secondary" badgeContent={activeFilterCount(filter)}>
            <Button variant="outlined" startIcon={<FilterListIcon />} onClick={() => setFilterOpen(true)}>
              {t('objectives.filter.open')}
            </Button>
          </Badge>
        }
      />
      <ObjectiveFilterDialog
        open={filterOpen}
        value={filter}
        onClose={() => setFilterOpen(false)}
        onApply={(next) => {
          setFilter(next);
          setFilterOpen(false);
        }}
      />
      {dialog}
    </Stack>
  );
}
