import { OBJECTIVE_REDIRECT_MS, type Objective, type ObjectiveBody, type ObjectiveInput } from '@fieldops/contract';
import { Button, Divider, Stack } from '@mui/material';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useErrorDialog } from '../../../components/error-dialog';
import { useWaitForUploads } from '../../../components/file-dropzone';
import { applyServerErrors } from '../../../components/form';
import { useNotify } from '../../../components/notification-bar';
import { StoreSelector } from '../../../components/store-selector';
import { paths } from '../../../config/paths';
import { useSaveObjective, type SavedObjective } from '../api/save-objective';
import { useSaveOver } from '../../../components/use-save-over';
import { useConfirm } from '../../../components/use-confirm';
import { DueDateFields } from './due-date-fields';
import { ObjectiveFormTabs } from './objective-form-tabs';
import { toObjectiveFormValues, type ObjectiveFormMode, type ObjectiveMedia } from './objective-form-values';
import { ObjectiveMainFields } from './objective-main-fields';
import { ObjectiveMediaFields } from './objective-media-fields';
import { objectiveResolver } from './objective-resolver';
import { useRedirectAfter } from './use-redirect-after';
import { ValidationAlert } from './validation-alert';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';
import { sendConfirmingRemovals } from '../../../lib/send-confirming-removals';

const FIELDS = [
  'title',
  'description',
  'objectiveTypeID',
  'brandID',
  'priority',
  'isCustom',
  'dueDate',
  'images',
  'playbook',
  'stores',
] as const;

interface ObjectiveFormProps {
  mode: ObjectiveFormMode;
  /** The objective edited, or the source of a copy. */
  objective?: Objective;
  /** Files to start with: the copies made by copyMedia for a copy. */
  media?: ObjectiveMedia;
  isCustom?: boolean;
}

/**
 * Create, edit or copy an objective, validated by the contract's objectiveBodySchema (spec 2 §5).
 * A custom objective goes on to its form builder; a standard one shows 'Objective has been
 * created' (or updated) and returns to the list after OBJECTIVE_REDIRECT_MS. Taking off stores
 * whose results have been worked on is asked about first; declining leaves the form as it is.
 */
export function ObjectiveForm({ mode, objective, media: initialMedia, isCustom }: ObjectiveFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notify = useNotify();
  const { showError } = useErrorDialog();
  const waitForUploads = useWaitForUploads();
  const save = useSaveObjective();
  const { confirm, dialog: confirmDialog } = useConfirm();
  const { saveOver, dialog: saveOverDialog } = useSaveOver(mode === 'edit' ? objective?.version : undefined);
  const redirect = useRedirectAfter(paths.objectives.url(), OBJECTIVE_REDIRECT_MS);
  const [media, setMedia] = useState<ObjectiveMedia>(
    initialMedia ?? { images: objective?.images ?? [], playbook: objective?.playbook ?? [] },
  );
  const { control, handleSubmit, setError, setValue, formState } = useForm<ObjectiveBody, unknown, ObjectiveInput>({
    resolver: objectiveResolver,
    defaultValues: toObjectiveFormValues(objective, mode, { isCustom, media: initialMedia }),
  });
  useUnsavedChanges(formState.isDirty);
  const custom = useWatch({ control, name: 'isCustom' });
  const busy = formState.isSubmitting || redirect.pending;

  const onSubmit = handleSubmit(async (body) => {
    try {
      let saved: SavedObjective | undefined;
      const id = mode === 'edit' ? objective?.id : undefined;
      // Taking off stores whose results reps have worked on deletes those results: the server asks (409) first.
      await saveOver((version) =>
        sendConfirmingRemovals(
          'confirmRemoveResults',
          async (confirmRemoveResults) => (saved = await save.mutateAsync({ id, body: { ...body, confirmRemoveResults }, version })),
          (text) => confirm({ title: t('objectives.form.save'), text }),
        ),
      );
      if (!saved) return;
      if (saved.isCustom === 1) {
        // A copy's builder starts from the source's form (spec 2: the route may carry a copy-from id).
        const copyFrom = mode === 'copy' && objective ? `?copyFrom=${objective.id}` : '';
        await navigate(`${paths.objectiveFormBuilder.url(saved.id)}${copyFrom}`);
        return;
      }
      notify({ message: t(mode === 'edit' ? 'objectives.updated' : 'objectives.created') });
      redirect.start();
    } catch (error) {
      if (applyServerErrors(error, setError, FIELDS).length === 0) showError(error);
    }
  });

  return (
    <>
      <ObjectiveFormTabs objectiveID={mode === 'edit' ? objective?.id : undefined} isCustom={custom === 1 || custom === true} />
      <Stack component="form" onSubmit={waitForUploads(onSubmit)} noValidate spacing={3} aria-label={t('objectives.title')}>
        {formState.submitCount > 0 && <ValidationAlert errors={formState.errors} />}
        <ObjectiveMainFields control={control} />
        <DueDateFields control={control} />
        <Divider />
        <ObjectiveMediaFields control={control} setValue={setValue} media={media} onMediaChange={setMedia} disabled={busy} />
        <Controller
          control={control}
          name="stores"
          render={({ field, fieldState }) => (
            <StoreSelector
              value={field.value ?? []}
              onChange={field.onChange}
              error={fieldState.error?.message}
              disabled={busy}
              keepsUnlisted={mode === 'edit'}
            />
          )}
        />
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          <Button component={Link} to={paths.objectives.url()} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('objectives.form.save')}
          </Button>
        </Stack>
      </Stack>
      {saveOverDialog}
      {confirmDialog}
    </>
  );
}
