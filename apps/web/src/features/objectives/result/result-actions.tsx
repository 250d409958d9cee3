import {
  OBJECTIVE_STATUS,
  storeObjectiveUpdateSchema,
  type FileRef,
  type StoreObjective,
  type StoreObjectiveUpdate,
} from '@fieldops/contract';
import { Alert, Box, Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDropzone } from '../../../components/file-dropzone';
import { SelectField } from '../../../components/form';
import { errorMessage } from '../../../lib/api-client';
import { useIncompleteReasons } from '../api/get-lookups';
import { useUpdateStoreObjective } from '../api/update-store-objective';
import type { ResultPermissions } from './result-permissions';

interface ResultActionsProps {
  result: StoreObjective;
  can: ResultPermissions;
  onSaved: () => void;
}

/** Complete (comments, up to 3 photos), approve, or close as 'Not Completed' with a reason, as `can` allows. */
export function ResultActions({ result, can, onSaved }: ResultActionsProps) {
  const { t } = useTranslation();
  const reasons = useIncompleteReasons();
  const update = useUpdateStoreObjective();
  const [comments, setComments] = useState(result.comments ?? '');
  const [images, setImages] = useState<FileRef[]>(result.images);
  const [reasonID, setReasonID] = useState<number | null>(result.incompleteReasonID);
  const [estimated, setEstimated] = useState(result.estimatedCompletionDate ?? '');
  const [error, setError] = useState('');

  /** Approving sends the status only; completing sends comments and photos; 'Not Completed' the reason. */
  const send = (status: StoreObjectiveUpdate['status']) => {
    const body: StoreObjectiveUpdate =
      status === OBJECTIVE_STATUS.approved
        ? { status }
        : status === OBJECTIVE_STATUS.notCompleted
          ? { status, comments, incompleteReasonID: reasonID, estimatedCompletionDate: estimated || null }
          : { status, comments, images: images.map((f) => f.id), estimatedCompletionDate: estimated || null };
    const parsed = storeObjectiveUpdateSchema.safeParse(body);
    if (!parsed.success) {
      setError(parsed.error.issues.map((i) => i.message).join(' '));
      return;
    }
    setError('');
    update.mutate(
      { storeID: result.storeID, objectiveID: result.objectiveID, body },
      { onSuccess: onSaved, onError: (e) => setError(errorMessage(e)) },
    );
  };

  if (!can.complete && !can.approve && !can.notCompleted) return null;
  const busy = update.isPending;
  return (
    <Stack spacing={2} sx={{ mt: 2 }} component="section" aria-label={t('objectives.result.status')}>
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
          <TextField
            type="date"
            label={t('objectives.result.estimatedCompletionDate')}
            value={estimated}
            onChange={(e) => setEstimated(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
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
        {can.complete && (
          <Button variant="contained" onClick={() => send(OBJECTIVE_STATUS.completed)} disabled={busy}>
            {t('objectives.result.complete')}
          </Button>
        )}
      </Box>
    </Stack>
  );
}
