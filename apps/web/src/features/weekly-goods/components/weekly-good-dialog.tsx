import { CircularProgress, Dialog, DialogContent, DialogTitle, useMediaQuery, useTheme } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { useWeeklyGood } from '../api/weekly-good-api';
import { WeeklyGoodForm } from './weekly-good-form';
import { leaveThen } from '../../../lib/unsaved-changes';

interface WeeklyGoodDialogProps {
  open: boolean;
  /** The weekly good to edit (read without counting a view); null for a new one. */
  id: number | null;
  onClose: () => void;
}

/** The New/Edit weekly good modal with Title, Date and the PDF (spec 3 §2). */
export function WeeklyGoodDialog({ open, id, onClose }: WeeklyGoodDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const record = useWeeklyGood(id, open);

  const content = () => {
    if (id === null) return <WeeklyGoodForm weeklyGood={null} onClose={onClose} />;
    if (record.isError) return <DialogContent>{errorMessage(record.error)}</DialogContent>;
    if (!record.data)
      return (
        <DialogContent sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={t('shell.loading')} />
        </DialogContent>
      );
    return <WeeklyGoodForm weeklyGood={record.data} onClose={onClose} />;
  };

  return (
    <Dialog open={open} onClose={leaveThen(onClose)} fullWidth fullScreen={phone} maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t(id === null ? 'newsletters.weeklyGoods.newTitle' : 'newsletters.weeklyGoods.editTitle')}</DialogTitle>
      {content()}
    </Dialog>
  );
}
