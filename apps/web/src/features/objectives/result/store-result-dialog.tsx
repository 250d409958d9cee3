import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, useMediaQuery, useTheme } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { useCurrentUser } from '../../../lib/session-context';
import { useStoreObjective, type StoreObjectiveRef } from '../api/get-store-objective';
import { ResultActions } from './result-actions';
import { ResultDetails } from './result-details';
import { resultPermissions } from './result-permissions';

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
  const data = result.data;
  // 'Saved' belongs to the result it was said of; opening another one clears it.
  const key = target ? `${target.storeID}-${target.objectiveID}` : '';
  const [saved, setSaved] = useState('');

  return (
    <Dialog open={target !== null} onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby="store-result-title">
      <DialogTitle id="store-result-title">{data ? `${data.store.name} — ${data.objective.title}` : name}</DialogTitle>
      <DialogContent dividers>
        {result.isError && <Alert severity="error">{errorMessage(result.error)}</Alert>}
        {result.isPending && <LinearProgress aria-label={t('shell.loading')} />}
        {saved === key && key && (
          <Alert severity="success" sx={{ mb: 2 }}>
            {t('objectives.result.saved')}
          </Alert>
        )}
        {data && <ResultDetails result={data} />}
        {data && <ResultActions key={data.id} result={data} can={resultPermissions(role, data.status.id)} onSaved={() => setSaved(key)} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('objectives.result.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
