import { zodResolver } from '../../../components/form/zod-resolver';
import { territoryBodySchema, type Territory, type TerritoryBody, type TerritoryInput } from '@fieldops/contract';
import { Dialog, DialogContent, DialogTitle, Stack, useMediaQuery, useTheme } from '@mui/material';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorDialog } from '../../../components/error-dialog';
import { FormSelectField, FormTextField, applyServerErrors, missingFields } from '../../../components/form';
import { useNotify } from '../../../components/notification-bar';
import { useRequiredFieldsDialog } from '../../../components/required-fields-dialog';
import { useAreaOptions } from '../../../components/use-area-options';
import { useConfirm } from '../../../components/use-confirm';
import { useSaveOver } from '../../../components/use-save-over';
import { ApiError } from '../../../lib/api-client';
import { useSaveTerritory } from '../api/save-territory';
import { ManagerField, type RepChoice } from './manager-field';
import { useGuardedClose } from '../../../lib/unsaved-changes';
import { DialogFormActions } from '../../../components/dialog-form-actions';

interface TerritoryFormDialogProps {
  open: boolean;
  /** The territory to edit; null for a new one. */
  territory: Territory | null;
  onClose: () => void;
}

/**
 * The New/Edit territory modal (spec 3 §2, §4, §5). Name and District are required; a manager who
 * already holds another territory is moved only after a confirmation, and cancelling it puts
 * the previous manager back in the field.
 */
export function TerritoryFormDialog({ open, territory, onClose }: TerritoryFormDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const notify = useNotify();
  const { showError } = useErrorDialog();
  const save = useSaveTerritory();
  const districts = useAreaOptions('district');
  const { confirm, dialog: confirmDialog } = useConfirm();
  const { saveOver, dialog: saveOverDialog } = useSaveOver(territory?.version);
  const { showMissing, dialog: requiredDialog } = useRequiredFieldsDialog();
  const initialManager: RepChoice | null = territory?.manager ?? null;
  const [manager, setManager] = useState<RepChoice | null>(initialManager);
  const { control, handleSubmit, setError, getValues, formState } = useForm<TerritoryBody, unknown, TerritoryInput>({
    resolver: zodResolver(territoryBodySchema),
    defaultValues: { name: territory?.name ?? '', districtID: territory?.districtID ?? 0, managerID: territory?.managerID ?? null },
  });
  const closeUnlessDirty = useGuardedClose(open && formState.isDirty, onClose);
  const labels: Record<string, string> = {
    name: t('masterData.territories.fields.name'),
    districtID: t('masterData.territories.fields.districtID'),
    managerID: t('masterData.territories.fields.managerID'),
  };

  const submit = async (values: TerritoryInput, confirmReassign = false): Promise<void> => {
    const body = { ...values, managerID: manager?.id ?? null, confirmReassign };
    try {
      if (!(await saveOver((version) => save.mutateAsync({ id: territory?.id, body, version })))) return;
      notify({ message: t(territory ? 'masterData.territories.updated' : 'masterData.territories.created') });
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'MANAGER_HAS_TERRITORY') {
        const yes = await confirm({
          title: t('masterData.territories.reassignTitle'),
          text: error.text(),
          confirmLabel: t('masterData.confirmReassign'),
        });
        if (yes) return submit(values, true);
        setManager(initialManager);
        return;
      }
      if (applyServerErrors(error, setError, ['name', 'districtID', 'managerID']).length === 0) showError(error);
    }
  };

  const onSubmit = handleSubmit(
    (values) => submit(values),
    () => showMissing(missingFields(territoryBodySchema, getValues()).map((field) => labels[field] ?? field)),
  );

  return (
    <>
      <Dialog
        open={open}
        onClose={formState.isSubmitting ? undefined : closeUnlessDirty}
        fullWidth
        fullScreen={phone}
        maxWidth="sm"
        aria-labelledby={`${id}-title`}
      >
        <form onSubmit={onSubmit} noValidate>
          <DialogTitle id={`${id}-title`}>
            {t(territory ? 'masterData.territories.editTitle' : 'masterData.territories.newTitle')}
          </DialogTitle>
          <DialogContent>
            <Stack spacing={2.5} sx={{ pt: 1 }}>
              <FormTextField control={control} name="name" label={labels.name} required autoFocus />
              <FormSelectField
                control={control}
                name="districtID"
                label={labels.districtID}
                options={districts.data ?? []}
                emptyValue={0}
                required
              />
              <ManagerField value={manager} onChange={setManager} error={formState.errors.managerID?.message} />
            </Stack>
          </DialogContent>
          <DialogFormActions onCancel={onClose} submitting={formState.isSubmitting} />
        </form>
      </Dialog>
      {confirmDialog}
      {saveOverDialog}
      {requiredDialog}
    </>
  );
}
