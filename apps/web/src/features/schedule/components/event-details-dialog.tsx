import type { ScheduleEntry, ScheduleType } from '@fieldops/contract';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format';
import { TypeBullet } from './schedule-legend';

interface EventDetailsDialogProps {
  entry: ScheduleEntry | null;
  type: ScheduleType | undefined;
  /** Edit and Delete are offered to those who may change the entry. */
  canWrite: boolean;
  onClose: () => void;
  onEdit: (entry: ScheduleEntry) => void;
  onDelete: (entry: ScheduleEntry) => void;
}

/** 'Event details' (spec 3 §2): a bullet in the type's colour, the title and the notes as description. */
export function EventDetailsDialog({ entry, type, canWrite, onClose, onEdit, onDelete }: EventDetailsDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Dialog open={entry !== null} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>{t('schedule.eventDetails')}</DialogTitle>
      {entry && (
        <DialogContent>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <TypeBullet color={type?.color ?? '#757575'} />
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
              {t('schedule.eventTitle', { type: type?.name ?? '', name: entry.user.name })}
            </Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, ml: 3.5 }}>
            {formatDay(entry.date)}
          </Typography>
          <Typography variant="body1" sx={{ mt: 2, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {entry.notes || t('schedule.noNotes')}
          </Typography>
        </DialogContent>
      )}
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {entry && canWrite && (
          <>
            <Button color="error" onClick={() => onDelete(entry)}>
              {t('masterData.delete')}
            </Button>
            <Button onClick={() => onEdit(entry)}>{t('masterData.edit')}</Button>
          </>
        )}
        <Button variant="contained" onClick={onClose}>
          {t('shell.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
