import { apiAccess, canAccess, canWriteSchedule, ROLE, SCHEDULE_OWNER_ROLES, type ScheduleEntry } from '@fieldops/contract';
import AddIcon from '@mui/icons-material/Add';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorDialog } from '../../../components/error-dialog';
import { SelectField } from '../../../components/form';
import { useNotify } from '../../../components/notification-bar';
import { useAreaOptions } from '../../../components/use-area-options';
import { useConfirm } from '../../../components/use-confirm';
import { useCurrentUser } from '../../../lib/session-context';
import { useScheduleEntries, useScheduleTypes, type DayRange } from '../api/get-schedule';
import { useDeleteEntry, useSaveEntry } from '../api/save-entry';
import { EntryFormDialog, type EntryFormTarget } from '../components/entry-form-dialog';
import { EventDetailsDialog } from '../components/event-details-dialog';
import { FeedBox } from '../components/feed-box';
import { RepAutocomplete, type RepChoice } from '../components/rep-autocomplete';
import { ScheduleCalendar } from '../components/schedule-calendar';
import { ScheduleLegend } from '../components/schedule-legend';
import { orgDay } from '../../../lib/org-today';

interface FormState {
  key: number;
  open: boolean;
  target: EntryFormTarget;
}

/**
 * /schedule (every signed-in user, spec 3 §2): the calendar of a district or of one rep, with the
 * legend of types and the caller's calendar feed. Supervisors and reps see their own district
 * first and change their own entries; admins change anyone's; a regional manager reads.
 */
export function SchedulePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const notify = useNotify();
  const { showError } = useErrorDialog();
  const { confirm, dialog: confirmDialog } = useConfirm();
  const districts = useAreaOptions('district');
  const types = useScheduleTypes();
  const save = useSaveEntry();
  const remove = useDeleteEntry();

  // Supervisors and reps start on their own district (the only one their area holds).
  const ownDistrict =
    user.role === ROLE.districtSupervisor || user.role === ROLE.fieldSalesRep ? (districts.data?.[0]?.value ?? null) : null;
  const [pickedDistrict, setPickedDistrict] = useState<number | null | undefined>(undefined);
  const districtID = pickedDistrict === undefined ? ownDistrict : pickedDistrict;
  const [rep, setRep] = useState<RepChoice | null>(null);
  const [range, setRange] = useState<DayRange | null>(null);
  const entries = useScheduleEntries({ districtID, userID: rep?.id ?? null }, districts.isPending ? null : range);

  const [details, setDetails] = useState<ScheduleEntry | null>(null);
  const [form, setForm] = useState<FormState>({ key: 0, open: false, target: { entry: null, date: '' } });
  const openForm = (target: EntryFormTarget) => setForm((f) => ({ key: f.key + 1, open: true, target }));

  const canAdd = canAccess(apiAccess['POST /schedule'], user.role);
  const canWrite = useCallback((entry: ScheduleEntry) => canWriteSchedule(user, entry.user.id), [user]);
  const typeOf = useMemo(() => new Map((types.data ?? []).map((type) => [type.id, type])), [types.data]);

  /** The day a new entry starts on from the Add entry button: today when shown, else the first day shown. */
  const addDay = () => {
    const today = orgDay();
    return !range || (today >= range.start && today <= range.end) ? today : range.start;
  };

  const onMove = (entry: ScheduleEntry, day: string, revert: () => void) => {
    const body = { date: day, scheduleTypeID: entry.scheduleTypeID, notes: entry.notes, userID: entry.user.id };
    save.mutate(
      { id: entry.id, body, version: entry.version },
      {
        onSuccess: () => notify({ message: t('schedule.updated') }),
        onError: (error) => {
          revert();
          showError(error);
        },
      },
    );
  };

  const onDelete = async (entry: ScheduleEntry) => {
    if (!(await confirm({ title: t('schedule.confirmDelete') }))) return;
    remove.mutate(entry.id, {
      onSuccess: () => {
        setDetails(null);
        notify({ message: t('schedule.deleted') });
      },
      onError: (error) => showError(error),
    });
  };

  return (
    <Stack spacing={2.5}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <div>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {t('schedule.title')}
          </Typography>
          {canAdd && (
            <Typography variant="body2" color="text.secondary">
              {t('schedule.addHint')}
            </Typography>
          )}
        </div>
        {/* The way to add without a mouse: the dialog's date field picks the day. */}
        {canAdd && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => openForm({ entry: null, date: addDay() })}
            sx={{ flexShrink: 0 }}
          >
            {t('schedule.add')}
          </Button>
        )}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SelectField
          label={t('masterData.territories.fields.districtID')}
          value={districtID}
          onChange={(value) => {
            setPickedDistrict(value);
            setRep(null);
          }}
          options={districts.data ?? []}
          emptyLabel={t('schedule.allDistricts')}
          size="small"
          sx={{ minWidth: 240 }}
        />
        <Stack sx={{ minWidth: 280 }}>
          <RepAutocomplete
            value={rep}
            onChange={setRep}
            districtID={districtID}
            label={t('schedule.fields.userID')}
            placeholder={t('schedule.allReps')}
            size="small"
          />
        </Stack>
      </Stack>
      <ScheduleLegend types={types.data ?? []} />
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }} aria-busy={entries.isFetching}>
        <ScheduleCalendar
          entries={entries.data ?? []}
          types={types.data ?? []}
          canWrite={canWrite}
          canAdd={canAdd}
          onRangeChange={setRange}
          onDayClick={(date) => openForm({ entry: null, date })}
          onEntryClick={setDetails}
          onEntryMove={onMove}
          covered={details !== null || form.open}
        />
      </Paper>
      {/* Only reps and supervisors have a calendar of their own to subscribe to. */}
      {SCHEDULE_OWNER_ROLES.includes(user.role) && <FeedBox />}
      <EventDetailsDialog
        entry={details}
        type={details ? typeOf.get(details.scheduleTypeID) : undefined}
        canWrite={details ? canWrite(details) : false}
        onClose={() => setDetails(null)}
        onEdit={(entry) => {
          setDetails(null);
          openForm({ entry, date: entry.date });
        }}
        onDelete={onDelete}
      />
      <EntryFormDialog
        key={form.key}
        open={form.open}
        target={form.target}
        types={types.data ?? []}
        pickRep={user.role === ROLE.admin}
        districtID={districtID}
        onClose={() => setForm((f) => ({ ...f, open: false }))}
      />
      {confirmDialog}
    </Stack>
  );
}
