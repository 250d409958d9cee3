import {
  NOT_A_DAY,
  OBJECTIVE_STATUS,
  type FileRef,
  type FormAnswer,
  type StoreObjective,
  type StoreObjectiveUpdate,
} from '@fieldops/contract';
import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FileDropzone, useWaitForUploads } from '../../../components/file-dropzone';
import { DateField, SelectField } from '../../../components/form';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useIncompleteReasons } from '../api/get-lookups';
import { useUpdateStoreObjective } from '../api/update-store-objective';
import { answerErrorsOf, answersResolver, initialAnswerValues, toAnswers, type AnswerValues } from './answer-values';
import { AnswersForm } from './answers-form';
import type { ResultPermissions } from './result-permissions';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';
import { hasProblems, updateProblems } from './update-problems';

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
  const [comments, setComments] = useState(result.comments ?? '');
  const [images, setImages] = useState<FileRef[]>(result.images);
  const [reasonID, setReasonID] = useState<number | null>(result.incompleteReasonID);
  // NOT_A_DAY while the date typed is not a real day: kept as typed, refused under the field on saving.
  const [estimated, setEstimated] = useState(result.estimatedCompletionDate ?? '');
  const [estimatedError, setEstimatedError] = useState('');
  const [error, setError] = useState('');
  // A photo still being sent is not in the result yet: Complete and Save draft wait for it, in words.
  const waitForUploads = useWaitForUploads(setError);
  const hasForm = answering && can.complete && result.fields.length > 0;
  // The resolver judges a draft or a completion, whichever button was pressed last.
  const [judge] = useState(() => answersResolver(result.fields));
  const form = useForm<AnswerValues>({ defaultValues: initialAnswerValues(result.fields, result.answers), resolver: judge.resolver });
  // What was typed, chosen or added here and not saved yet: leaving then asks first.
  useUnsavedChanges(
    form.formState.isDirty ||
      comments !== (result.comments ?? '') ||
      images.map((f) => f.id).join() !== result.images.map((f) => f.id).join() ||
      reasonID !== result.incompleteReasonID ||
      estimated !== (result.estimatedCompletionDate ?? ''),
  );

  /** Approving sends the status only; completing sends comments, photos and answers; 'Not Completed' the reason. */
  const send = (status: StoreObjectiveUpdate['status'], answers?: FormAnswer[]) => {
    const body: StoreObjectiveUpdate =
      status === OBJECTIVE_STATUS.approved
        ? { status }
        : status === OBJECTIVE_STATUS.notCompleted
          ? { status, comments, incompleteReasonID: reasonID, estimatedCompletionDate: estimated || null }
          : { status, comments, images: images.map((f) => f.id), estimatedCompletionDate: estimated || null, answers };
    submit(body);
  };

  const submit = (body: StoreObjectiveUpdate) => {
    const problems = updateProblems(body);
    setError(problems.message);
    setEstimatedError(problems.fields.estimatedCompletionDate ?? '');
    if (hasProblems(problems)) return;
    onSaving();
    // The promise, not mutate's callbacks: a result just completed is shown to read, so this
    // component is replaced (StoreResultDialog's key) before the answer comes, and react-query
    // drops the callbacks of a component gone; 'saved' went unsaid.
    update.mutateAsync({ storeID: result.storeID, objectiveID: result.objectiveID, body }).then(
      (outcome) => {
        // The answers sent are the form's new starting point: nothing is left unsaved.
        form.reset(form.getValues());
        onSaved(!outcome.queued);
      },
      (e: unknown) => {
        // A 422 names answers as `answers.<ref>`: those messages go under their fields.
        const byRef = e instanceof ApiError ? answerErrorsOf(e.errors) : {};
        const refs = Object.keys(byRef);
        refs.forEach((ref, i) => form.setError(ref, { type: 'server', message: byRef[ref] }, { shouldFocus: i === 0 }));
        const dateError = e instanceof ApiError ? e.errors?.estimatedCompletionDate?.[0] : undefined;
        if (dateError) setEstimatedError(dateError);
        if (refs.length === 0 && !dateError) setError(errorMessage(e));
      },
    );
  };

  const withAnswers = (complete: boolean, then: (answers: FormAnswer[]) => void) => {
    judge.judgeAsComplete(complete);
    // Refused answers replace whatever the last press said (a missing reason, say) with what stops this one.
    void form.handleSubmit(
      (values) => then(toAnswers(result.fields, values)),
      () => setError(t('objectives.result.answersInvalid')),
    )();
  };
  const complete = () =>
    hasForm ? withAnswers(true, (answers) => send(OBJECTIVE_STATUS.completed, answers)) : send(OBJECTIVE_STATUS.completed);
  // A draft keeps the status as it is; a completed result is re-saved with Complete instead.
  const saveDraft = () =>
    withAnswers(false, (answers) => {
      const status = result.status.id as StoreObjectiveUpdate['status'];
      submit({
        status,
        answers,
        comments,
        images: images.map((f) => f.id),
        estimatedCompletionDate: estimated || null,
        // A Not Completed result keeps a reason: the one chosen, else its own.
        ...(status === OBJECTIVE_STATUS.notCompleted ? { incompleteReasonID: reasonID ?? result.incompleteReasonID } : {}),
      });
    });

  if (!can.complete && !can.approve && !can.notCompleted) return null;
  const busy = update.isPending;
  return (
    <Stack spacing={2} sx={{ mt: 2 }} component="section" aria-label={t('objectives.result.status')}>
      {hasForm && <AnswersForm fields={result.fields} control={form.control} disabled={busy} />}
      {(can.complete || can.notCompleted) && (
        <TextField
          label={t('objectives.result.comments')}
          multiline
          minRows={2}
          value={comments}
          onChange={(e) => setComments(e.target.value)}
          disabled={busy}
        />
      )}
      {can.complete && (
        <FileDropzone
          type="image"
          name="result-photos"
          label={t('objectives.result.photos')}
          value={images}
          onChange={setImages}
          disabled={busy}
        />
      )}
      {can.notCompleted && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <SelectField
            label={t('objectives.result.reason')}
            options={(reasons.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
            value={reasonID}
            onChange={setReasonID}
            emptyLabel=""
            disabled={busy}
          />
          <DateField
            label={t('objectives.result.estimatedCompletionDate')}
            value={estimated}
            onChange={(day) => {
              setEstimated(day);
              setEstimatedError('');
            }}
            notADay={NOT_A_DAY}
            error={Boolean(estimatedError)}
            helperText={estimatedError}
            disabled={busy}
          />
        </Box>
      )}
      {error && <Alert severity="error">{error}</Alert>}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        {can.notCompleted && (
          <Button color="warning" variant="outlined" onClick={() => send(OBJECTIVE_STATUS.notCompleted)} disabled={busy}>
            {t('objectives.result.notCompleted')}
          </Button>
        )}
        {can.approve && (
          <Button color="success" variant="contained" onClick={() => send(OBJECTIVE_STATUS.approved)} disabled={busy}>
            {t('objectives.result.approve')}
          </Button>
        )}
        {hasForm && result.status.id !== OBJECTIVE_STATUS.completed && (
          <Button variant="outlined" onClick={waitForUploads(saveDraft)} disabled={busy}>
            {t('objectives.result.saveDraft')}
          </Button>
        )}
        {can.complete && (
          <Button variant="contained" onClick={waitForUploads(complete)} disabled={busy}>
            {t('objectives.result.complete')}
          </Button>
        )}
      </Box>
    </Stack>
  );
}
