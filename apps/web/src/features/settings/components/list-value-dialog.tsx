import { zodResolver } from '../../../components/form/zod-resolver';
import type { AdminListKey, DistrictBody, DistrictInput, districtBodySchema } from '@fieldops/contract';
import { Dialog, DialogContent, DialogTitle, Stack, useMediaQuery, useTheme } from '@mui/material';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorDialog } from '../../../components/error-dialog';
import { FormSelectField, FormTextField, applyServerErrors, missingFields } from '../../../components/form';
import { useNotify } from '../../../components/notification-bar';
import { useRequiredFieldsDialog } from '../../../components/required-fields-dialog';
import { useAreaOptions } from '../../../components/use-area-options';
import { useSaveOver } from '../../../components/use-save-over';
import { useSaveValue, type ListValue } from '../api/list-api';
import { bodySchemaOf } from './list-schemas';
import { useGuardedClose } from '../../../lib/unsaved-changes';
import { DialogFormActions } from '../../../components/dialog-form-actions';

/** The fields of both forms: a district's region, or a plain value's French name. */
type ValueBody = DistrictBody & { nameFr?: string | null };
type ValueInput = DistrictInput & { nameFr?: string | null };

interface ListValueDialogProps {
  kind: AdminListKey;
  open: boolean;
  /** The value to rename; null for a new one. */
  value: ListValue | null;
  onClose: () => void;
}

/**
 * The Add/Rename modal of a list (issue 12). The name is required and unique among the list's
 * active values (the server answers the duplicate on the field); a district also has its region.
 */
export function ListValueDialog({ kind, open, value, onClose }: ListValueDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const notify = useNotify();
  const { showError } = useErrorDialog();
  const save = useSaveValue();
  const { saveOver, dialog: saveOverDialog } = useSaveOver(value?.version);
  const isDistrict = kind === 'district';
  const regions = useAreaOptions(isDistrict ? 'region' : null);
  const { showMissing, dialog: requiredDialog } = useRequiredFieldsDialog();
  const schema = bodySchemaOf(kind);
  // One form shape for both schemas: the plain lists ignore regionID, districts nameFr.
  const { control, handleSubmit, setError, getValues, formState } = useForm<ValueBody, unknown, ValueInput>({
    resolver: zodResolver(schema as typeof districtBodySchema),
    defaultValues: { name: value?.name ?? '', nameFr: value?.nameFr ?? '', regionID: value?.region?.id ?? 0 },
  });
  const closeUnlessDirty = useGuardedClose(open && formState.isDirty, onClose);
  const labels: Record<string, string> = {
    name: t('settings.fields.name'),
    nameFr: t('settings.fields.nameFr'),
    regionID: t('settings.fields.regionID'),
  };

  const onSubmit = handleSubmit(
    async (values) => {
      const body = isDistrict ? { name: values.name, regionID: values.regionID } : { name: values.name, nameFr: values.nameFr ?? null };
      try {
        if (!(await saveOver((version) => save.mutateAsync({ kind, id: value?.id, body, version })))) return;
        notify({ message: t(value ? `settings.lists.${kind}.updated` : `settings.lists.${kind}.created`) });
        onClose();
      } catch (error) {
        if (applyServerErrors(error, setError, ['name', 'nameFr', 'regionID']).length === 0) showError(error);
      }
    },
    () => showMissing(missingFields(schema, getValues()).map((field) => labels[field] ?? field)),
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
            {t(value ? `settings.lists.${kind}.renameTitle` : `settings.lists.${kind}.newTitle`)}
          </DialogTitle>
          <DialogContent>
            <Stack spacing={2.5} sx={{ pt: 1 }}>
              <FormTextField control={control} name="name" label={labels.name} required autoFocus />
              {!isDistrict && (
                <FormTextField
                  control={control}
                  name="nameFr"
                  label={labels.nameFr}
                  helperText={t('settings.nameFrHelp')}
                  slotProps={{ htmlInput: { lang: 'fr' } }}
                />
              )}
              {isDistrict && (
                <FormSelectField
                  control={control}
                  name="regionID"
                  label={labels.regionID}
                  options={regions.data ?? []}
                  emptyValue={0}
                  required
                />
              )}
            </Stack>
          </DialogContent>
          <DialogFormActions
            onCancel={onClose}
            submitting={formState.isSubmitting}
            submitLabel={t('settings.save')}
            cancelLabel={t('settings.cancel')}
          />
        </form>
      </Dialog>
      {saveOverDialog}
      {requiredDialog}
    </>
  );
}
