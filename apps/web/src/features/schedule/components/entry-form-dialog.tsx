import { zodResolver } from '../../../components/form/zod-resolver';
import {
  scheduleEntryBodySchema,
  SCHEDULE_NOTES_MAX,
  type ScheduleEntry,
  type ScheduleEntryBody,
  type ScheduleEntryInput,
  type ScheduleType,
} from '@fieldops/contract';
import { Dialog, DialogContent, DialogTitle, Stack, useMediaQuery, useTheme } from '@mui/material';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorDialog } from '../../../components/error-dialog';
import { FormDateField, FormSelectField, FormTextField, applyServerErrors, missingFields } from '../../../components/form';
import { useNotify } from '../../../components/notification-bar';
import { useRequiredFieldsDialog } from '../../../components/required-fields-dialog';
import { useSaveOver } from '../../../components/use-save-over';
import { ApiError } from '../../../lib/api-client';
import { useSaveEntry } from '../api/save-entry';
import { RepAutocomplete, type RepChoice } from './rep-autocomplete';
import { useGuardedClose } from '../../../lib/unsaved-changes';
import { DialogFormActions } from '../../../components/dialog-form-actions';

export interface EntryFormTarget {
  /** The entry to edit, or null for a new one on `date`. */
  entry: ScheduleEntry | null;
  date: string;
}

interface EntryFormDialogProps {
  open: boolean;
  target: EntryFormTarget;
  types: readonly ScheduleType[];
  /** Admins pick whose entry it is; everyone else writes their own. */
  pickRep: boolean;
  /** Reps offered to an admin: those of the district shown, when one is. */
  districtID: number | null;
  onClose: () => void;
}

/** The small dialog to add an entry on a clicked day, or edit one: type and notes (and the rep, for admins). */
export function EntryFormDialog({ open, target, types, pickRep, districtID, onClose }: EntryFormDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const notify = useNotify();
  const { showError } = useErrorDialog();
  const save = useSaveEntry();
  const { saveOver, dialog: saveOverDialog } = useSaveOver(target.entry?.version);
  const { showMissing, dialog: requiredDialog } = useRequiredFieldsDialog();
  const { entry } = target;
  const [rep, setRep] = useState<RepChoice | null>(entry ? { id: entry.user.id, name: entry.user.name } : null);
  const { control, handleSubmit, setError, getValues, formState } = useForm<ScheduleEntryBody, unknown, ScheduleEntryInput>({
    resolver: zodResolver(scheduleEntryBodySchema),
    defaultValues: { date: entry?.date ?? target.date, scheduleTypeID: entry?.scheduleTypeID ?? 0, notes: entry?.notes ?? '' },
  });
  const closeUnlessDirty = useGuardedClose(open && formState.isDirty, onClose);
  // The fields in the form's order.
  const labels: Record<string, string> = {
    date: t('schedule.fields.date'),
    userID: t('schedule.fields.userID'),
    scheduleTypeID: t('schedule.fields.scheduleTypeID'),
    notes: t('schedule.fields.notes'),
  };
  const [repError, setRepError] = useState<string | undefined>();

  const onSubmit = handleSubmit(
    async (values) => {
      if (pickRep && !rep) return showMissing([labels.userID]);
      try {
        const body = { ...values, userID: pickRep ? rep!.id : undefined };
        if (!(await saveOver((version) => save.mutateAsync({ id: entry?.id, body, version })))) return;
        notify({ message: t(entry ? 'schedule.updated' : 'schedule.created') });
        onClose();
      } catch (error) {
        const marked = applyServerErrors(error, setError, ['date', 'scheduleTypeID', 'notes']);
        const userMessage = error instanceof ApiError ? error.errors?.userID?.[0] : undefined;
        if (userMessage) setRepError(userMessage);
        if (marked.length === 0 && !userMessage) showError(error);
      }
    },
    () => {
      const missing = missingFields(scheduleEntryBodySchema, getValues());
      if (pickRep && !rep) missing.push('userID');
      // Listed in the form's order: the rep comes before the type.
      const order = Object.keys(labels);
      showMissing(missing.sort((a, b) => order.indexOf(a) - order.indexOf(b)).map((field) => labels[field] ?? field));
    },
  );

  return (
    <>
      <Dialog
        open={open}
        onClose={formState.isSubmitting ? undefined : closeUnlessDirty}
        fullWidth
        fullScreen={phone}
        maxWidth="xs"
        aria-labelledby={`${id}-title`}
      >
        <form onSubmit={onSubmit} noValidate>
          <DialogTitle id={`${id}-title`}>{t(entry ? 'schedule.editTitle' : 'schedule.newTitle')}</DialogTitle>
          <DialogContent>
            <Stack spacing={2.5} sx={{ pt: 1 }}>
              <FormDateField control={control} name="date" label={labels.date} required />
              {pickRep && (
                <RepAutocomplete
                  value={rep}
                  onChange={(choice) => {
                    setRep(choice);
                    setRepError(undefined);
                  }}
                  districtID={districtID}
                  withSupervisors
                  label={`${labels.userID} *`}
                  placeholder={t('schedule.searchRep')}
                  error={repError}
                />
              )}
              <FormSelectField
                control={control}
                name="scheduleTypeID"
                label={labels.scheduleTypeID}
                options={types.map((type) => ({ value: type.id, label: type.name }))}
                emptyValue={0}
                required
                autoFocus
              />
              <FormTextField control={control} name="notes" label={labels.notes} multiline minRows={3} maxLength={SCHEDULE_NOTES_MAX} />
            </Stack>
          </DialogContent>
          <DialogFormActions onCancel={onClose} submitting={formState.isSubmitting} />
        </form>
      </Dialog>
      {requiredDialog}
      {saveOverDialog}
    </>
  );
}
