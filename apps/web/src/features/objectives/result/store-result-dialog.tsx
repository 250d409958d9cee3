import { OBJECTIVE_STATUS } from '@fieldops/contract';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, useTheme } from '@mui/material';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingLine } from '../../../components/loading-line';
import { errorMessage } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/session-context';
import { useStoreObjective, type StoreObjectiveRef } from '../api/get-store-objective';
import { useResultAsItWillBe, useWaitingResultUpdate } from '../api/update-store-objective';
import { ResultActions } from './result-actions';
import { ResultAnswers } from './result-answers';
import { ResultDetails } from './result-details';
import { resultPermissions } from './result-permissions';
import { leaveThen } from '../../../lib/unsaved-changes';

interface StoreResultDialogProps {
  target: StoreObjectiveRef | null;
  /** The store's name, shown while the result loads. */
  name: string;
  onClose: () => void;
}

/** One store's result for an objective, with what the signed-in role may do to it. */
export function StoreResultDialog({ target, name, onClose }: StoreResultDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const { role } = useCurrentUser();
  const result = useStoreObjective(target);
  // With changes of this phone still waiting to send, the result as it will be.
  const data = useResultAsItWillBe(result.data);
  // Saved on this phone, not sent yet: said instead of 'saved' until the server has it.
  const waiting = useWaitingResultUpdate(target);
  // 'Saved' belongs to the result it was said of; opening another one clears it.
  const key = target ? `${target.storeID}-${target.objectiveID}` : '';
  const [saved, setSaved] = useState('');
  // Said where it is seen: the buttons that save sit at the bottom of a long result (a form's), the
  // message at the top, out of a phone's view; stable, so it scrolls once, as the message appears.
  const showStatus = useCallback((alert: HTMLDivElement | null) => alert?.scrollIntoView({ block: 'nearest' }), []);
  const can = data ? resultPermissions(role, data.status.id) : null;
  // The form is open to answer while the result is not completed; a completed one shows its
  // answers to read (an approver checks them there), and 'Edit answers' opens the form again.
  const [editingKey, setEditingKey] = useState('');
  const answering =
    !!data && !!can?.complete && data.fields.length > 0 && (data.status.id !== OBJECTIVE_STATUS.completed || editingKey === key);

  return (
    <Dialog
      open={target !== null}
      onClose={leaveThen(onClose)}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      aria-labelledby="store-result-title"
    >
      <DialogTitle id="store-result-title">{data ? `${data.store.name} — ${data.objective.title}` : name}</DialogTitle>
      <DialogContent dividers>
        {result.isError && <Alert severity="error">{errorMessage(result.error)}</Alert>}
        {result.isPending && <LoadingLine />}
        {waiting ? (
          <Alert ref={showStatus} severity="info" sx={{ mb: 2 }} data-testid="result-waiting">
            {t('objectives.result.savedWaiting')}
          </Alert>
        ) : (
          saved === key &&
          key && (
            <Alert ref={showStatus} severity="success" sx={{ mb: 2 }}>
              {t('objectives.result.saved')}
            </Alert>
          )
        )}
        {data && <ResultDetails result={data} />}
        {data && data.fields.length > 0 && !answering && <ResultAnswers fields={data.fields} answers={data.answers} />}
        {data && can?.complete && data.fields.length > 0 && !answering && (
          <Button sx={{ mt: 1 }} onClick={() => setEditingKey(key)}>
            {t('objectives.result.editAnswers')}
          </Button>
        )}
        {data && can && (
          <ResultActions
            key={`${data.id}-${answering}`}
            result={data}
            can={can}
            answering={answering}
            onSaving={() => setSaved('')}
            onSaved={(sent) => {
              setSaved(sent ? key : '');
              setEditingKey('');
            }}
          />
        )}
      </DialogContent>
      <DialogActions>
        {/* 'Close' is not 'Cancel': a rep may take it for saving, so what is unsaved is asked about. */}
        <Button onClick={leaveThen(onClose)}>{t('objectives.result.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
