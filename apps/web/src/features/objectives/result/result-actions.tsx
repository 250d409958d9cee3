import { OBJECTIVE_STATUS, RESULT_COMMENTS_MAX, type FormAnswer, type StoreObjective, type StoreObjectiveUpdate } from '@fieldops/contract';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { Controller, useForm, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FileDropzone, useWaitForUploads } from '../../../components/file-dropzone';
import { useSaveOver } from '../../../components/use-save-over';
import { applyServerErrors, FormDateField, FormSelectField, FormTextField } from '../../../components/form';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { localizeText } from '../../../lib/localize';
import { useIncompleteReasons } from '../api/get-lookups';
import { useUpdateStoreObjective, type UpdateStoreObjectiveOutcome } from '../api/update-store-objective';
import { answerErrorsOf, answersResolver, initialAnswerValues, toAnswers, type AnswerValues } from './answer-values';
import { AnswersForm } from './answers-form';
import type { ResultPermissions } from './result-permissions';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';
import { hasProblems, RESULT_FIELDS, updateProblems } from './update-problems';
import { initialResultValues, resultResolver, type ResultValues } from './result-values';

interface ResultActionsProps {
  result: StoreObjective;
  can: ResultPermissions;
  /** Show the objective's form to answer (the dialog decides: see StoreResultDialog). */
  answering: boolean;
  /** A save was sent: what the last one said no longer holds. */
  onSaving: () => void;
  /** Saved: `sent` false when it waits on this phone to be sent (no signal). */
  onSaved: (sent: boolean) => void;
}

/** A form's values once its resolver passes them (its messages shown under the fields, the first focused), else null. */
const passed = <T extends FieldValues>(form: UseFormReturn<T>) =>
  new Promise<T | null>((resolve) => void form.handleSubmit(resolve, () => resolve(null))());

/**
 * Complete (comments, up to 3 photos, the objective's form when it has one), approve, or close as
 * 'Not Completed' with a reason, as `can` allows. A form can also be saved as a draft: what was
 * typed, chosen and added (answers, comments, photos, the estimated date; a Not Completed result's
 * reason), the status kept, and only the answers' maximums checked.
 */
export function ResultActions({ result, can, answering, onSaving, onSaved }: ResultActionsProps) {
  const { t } = useTranslation();
  const reasons = useIncompleteReasons();
  const update = useUpdateStoreObjective();
  const { saveOver, savedAs, dialog: saveOverDialog } = useSaveOver(result.version);
  const [error, setError] = useState('');
  // A photo still being sent is not in the result yet: Complete and Save draft wait for it, in words.
  const waitForUploads = useWaitForUploads(setError);
  const hasForm = answering && can.complete && result.fields.length > 0;
  // Each resolver judges what the button pressed last sends: the result's fields, the answers as a draft or a completion.
  const [judgeResult] = useState(resultResolver);
  const [judge] = useState(() => answersResolver(result.fields));
  // The result's own fields, each refused under itself (before sending, or by the server's 422); a
  // date typed that is not a real day is kept as typed (NOT_A_DAY), a text too long kept whole.
  const details = useForm<ResultValues>({ defaultValues: initialResultValues(result), resolver: judgeResult.resolver });
  const form = useForm<AnswerValues>({ defaultValues: initialAnswerValues(result.fields, result.answers), resolver: judge.resolver });
  // What was typed, chosen or added here and not saved yet: leaving then asks first.
  useUnsavedChanges(form.formState.isDirty || details.formState.isDirty);
  const busy = update.isPending;
  // The first field the server refused takes the focus: the fields are disabled while a save is
  // sent, so only once they are enabled again (cleared as the next save is sent).
  const [refused, setRefused] = useState<{ answer: string } | { field: FieldPath<ResultValues> } | null>(null);
  const { setFocus: focusAnswer } = form;
  const { setFocus: focusField } = details;
  useEffect(() => {
    if (busy || !refused) return;
    if ('answer' in refused) focusAnswer(refused.answer);
    else focusField(refused.field);
  }, [busy, refused, focusAnswer, focusField]);

  /** Approving sends the status only; completing sends comments, photos and answers; 'Not Completed' the reason. */
  const bodyOf =
    (status: StoreObjectiveUpdate['status']) =>
    (values: ResultValues, answers?: FormAnswer[]): StoreObjectiveUpdate => {
      const { comments, images, incompleteReasonID, estimatedCompletionDate } = values;
      if (status === OBJECTIVE_STATUS.approved) return { status };
      if (status === OBJECTIVE_STATUS.notCompleted)
        return { status, comments, incompleteReasonID, estimatedCompletionDate: estimatedCompletionDate || null };
      return { status, comments, images: images.map((f) => f.id), estimatedCompletionDate: estimatedCompletionDate || null, answers };
    };
  // A draft keeps the status as it is; a completed result is re-saved with Complete instead.
  const draftOf = (values: ResultValues, answers?: FormAnswer[]): StoreObjectiveUpdate => {
    const status = result.status.id as StoreObjectiveUpdate['status'];
    return {
      status,
      answers,
      comments: values.comments,
      images: values.images.map((f) => f.id),
      estimatedCompletionDate: values.estimatedCompletionDate || null,
      // A Not Completed result keeps a reason: the one chosen, else its own.
      ...(status === OBJECTIVE_STATUS.notCompleted ? { incompleteReasonID: values.incompleteReasonID ?? result.incompleteReasonID } : {}),
    };
  };

  /**
   * Sends what a button would, once the result's fields and the answers (judged as a completion or
   * a draft; none when approving or closing) pass; else each problem is said under its field.
   */
  const press =
    (toBody: (values: ResultValues, answers?: FormAnswer[]) => StoreObjectiveUpdate, answersAs?: 'complete' | 'draft') => async () => {
      judgeResult.judgeAs(toBody);
      const values = await passed(details);
      let answers: FormAnswer[] | undefined;
      if (hasForm && answersAs) {
        judge.judgeAsComplete(answersAs === 'complete');
        // Judged second: the answers stand above the result's fields, so the first refused one takes the focus.
        const answered = await passed(form);
        // Refused answers replace whatever the last press said (a file still uploading, say) with what stops this one.
        setError(answered ? '' : t('objectives.result.answersInvalid'));
        if (!answered) return;
        answers = toAnswers(result.fields, answered);
      } else setError('');
      if (values) submit(toBody(values, answers));
    };

  const submit = (body: StoreObjectiveUpdate) => {
    // The fields' problems were said under them (judgeResult): what is left is said above the buttons.
    const problems = updateProblems(body);
    setError(problems.message);
    if (hasProblems(problems)) return;
    setRefused(null);
    onSaving();
    // The promise, not mutate's callbacks: a result just completed is shown to read, so this
    // component is replaced (StoreResultDialog's key) before the answer comes, and react-query
    // drops the callbacks of a component gone; 'saved' went unsaid.
    // Made on the version the dialog opened: saved by someone else since, it asks before saving over.
    let outcome: UpdateStoreObjectiveOutcome | undefined;
    const ref = { storeID: result.storeID, objectiveID: result.objectiveID };
    saveOver(async (ifMatch) => (outcome = await update.mutateAsync({ ...ref, body, ifMatch }))).then(
      (saved) => {
        if (!saved || !outcome) return;
        // What was sent is the forms' new starting point: nothing is left unsaved.
        form.reset(form.getValues());
        details.reset(details.getValues());
        if (!outcome.queued) savedAs(outcome.result.version);
        onSaved(!outcome.queued);
      },
      (e: unknown) => {
        // A 422 names the result's fields and the answers (as `answers.<ref>`): each message goes
        // under its field, and the first of them on the screen (the answers stand above) takes the focus.
        const marked = applyServerErrors(e, details.setError, RESULT_FIELDS);
        const byRef = e instanceof ApiError ? answerErrorsOf(e.errors) : {};
        const refs = Object.keys(byRef);
        refs.forEach((ref) => form.setError(ref, { type: 'server', message: byRef[ref] }));
        setRefused(refs[0] ? { answer: refs[0] } : marked[0] ? { field: marked[0] } : null);
        if (refs.length === 0 && marked.length === 0) setError(errorMessage(e));
      },
    );
  };

  if (!can.complete && !can.approve && !can.notCompleted) return null;
  return (
    <Stack spacing={2} sx={{ mt: 2 }} component="section" aria-label={t('objectives.result.status')}>
      {hasForm && <AnswersForm fields={result.fields} control={form.control} disabled={busy} />}
      {(can.complete || can.notCompleted) && (
        <FormTextField
          control={details.control}
          name="comments"
          label={t('objectives.result.comments')}
          multiline
          minRows={2}
          maxLength={RESULT_COMMENTS_MAX}
          disabled={busy}
        />
      )}
      {can.complete && (
        <Controller
          control={details.control}
          name="images"
          render={({ field, fieldState }) => (
            <FileDropzone
              type="image"
              name="result-photos"
              label={t('objectives.result.photos')}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message && localizeText(fieldState.error.message)}
              disabled={busy}
            />
          )}
        />
      )}
      {can.notCompleted && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormSelectField
            control={details.control}
            name="incompleteReasonID"
            label={t('objectives.result.reason')}
            options={(reasons.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
            emptyLabel=""
            disabled={busy}
          />
          <FormDateField
            control={details.control}
            name="estimatedCompletionDate"
            label={t('objectives.result.estimatedCompletionDate')}
            disabled={busy}
          />
        </Box>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        {can.notCompleted && (
          <Button color="warning" variant="outlined" onClick={press(bodyOf(OBJECTIVE_STATUS.notCompleted))} disabled={busy}>
            {t('objectives.result.notCompleted')}
          </Button>
        )}
        {can.approve && (
          <Button color="success" variant="contained" onClick={press(bodyOf(OBJECTIVE_STATUS.approved))} disabled={busy}>
            {t('objectives.result.approve')}
          </Button>
        )}
        {hasForm && result.status.id !== OBJECTIVE_STATUS.completed && (
          <Button variant="outlined" onClick={waitForUploads(press(draftOf, 'draft'))} disabled={busy}>
            {t('objectives.result.saveDraft')}
          </Button>
        )}
        {can.complete && (
          <Button variant="contained" onClick={waitForUploads(press(bodyOf(OBJECTIVE_STATUS.completed), 'complete'))} disabled={busy}>
            {t('objectives.result.complete')}
          </Button>
        )}
      </Box>
      {saveOverDialog}
    </Stack>
  );
}
