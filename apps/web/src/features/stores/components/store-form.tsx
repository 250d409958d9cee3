import { zodResolver } from '../../../components/form/zod-resolver';
import { storeBodySchema, type Store, type StoreBody, type StoreInput } from '@fieldops/contract';
import { Button, Divider, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useErrorDialog } from '../../../components/error-dialog';
import { applyServerErrors, missingFields } from '../../../components/form';
import { useNotify } from '../../../components/notification-bar';
import { useRequiredFieldsDialog } from '../../../components/required-fields-dialog';
import { useSaveOver } from '../../../components/use-save-over';
import { paths } from '../../../config/paths';
import { useSaveStore } from '../api/save-store';
import { StoreContactFields } from './store-contact-fields';
import { STORE_FIELDS, storeFieldLabels, toStoreFormValues, type StoreField } from './store-form-values';
import { StoreMainFields } from './store-main-fields';
import { StorePositionFields } from './store-position-fields';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';

/**
 * The store form, validated by the contract's storeBodySchema (spec 2 §5): missing required
 * fields are listed in 'Some fields are required!', format errors show on their fields, and so
 * do the server's own messages (422, and the 409 of a store number another store has).
 */
export function StoreForm({ store }: { store?: Store }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const { showError } = useErrorDialog();
  const save = useSaveStore();
  const { showMissing, dialog } = useRequiredFieldsDialog();
  const { saveOver, dialog: saveOverDialog } = useSaveOver(store?.version);
  const labels = storeFieldLabels(t);
  const { control, handleSubmit, setError, getValues, formState } = useForm<StoreBody, unknown, StoreInput>({
    resolver: zodResolver(storeBodySchema),
    defaultValues: toStoreFormValues(store),
  });
  useUnsavedChanges(formState.isDirty);
  // A coordinate is never required: one that cannot be read shows its message on its field instead.
  const listMissing = (fields: readonly string[]) =>
    showMissing(fields.filter((f) => f !== 'latitude' && f !== 'longitude').map((f) => labels[f as StoreField] ?? f));

  const onSubmit = handleSubmit(
    async (body) => {
      try {
        if (!(await saveOver((version) => save.mutateAsync({ id: store?.id, body, version })))) return;
        notify({ message: t(store ? 'masterData.stores.updated' : 'masterData.stores.created') });
        await navigate(paths.stores.url());
      } catch (error) {
        const marked = applyServerErrors(error, setError, STORE_FIELDS);
        if (marked.length === 0) showError(error);
        else listMissing(missingFields(storeBodySchema, getValues()));
      }
    },
    () => listMissing(missingFields(storeBodySchema, getValues())),
  );

  return (
    <Stack component="form" onSubmit={onSubmit} noValidate spacing={3}>
      <StoreMainFields control={control} labels={labels} />
      <StorePositionFields control={control} labels={labels} />
      <Divider />
      <StoreContactFields control={control} labels={labels} />
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
        <Button component={Link} to={paths.stores.url()} disabled={formState.isSubmitting}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {t('masterData.save')}
        </Button>
      </Stack>
      {dialog}
      {saveOverDialog}
    </Stack>
  );
}
