import type { Newsletter, NewsletterType } from '@fieldops/contract';
import { Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, useTheme } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { useNewsletter } from '../api/newsletter-api';
import type { MonthValue } from './month-filter';
import { NewsletterForm } from './newsletter-form';
import { NewsletterPreview } from './newsletter-preview';
import { leaveThen } from '../../../lib/unsaved-changes';

export type NewsletterMode = 'new' | 'edit' | 'preview';

interface NewsletterDialogProps {
  open: boolean;
  mode: NewsletterMode;
  /** The record to edit or preview; null for a new one. */
  id: number | null;
  type: NewsletterType;
  /** The month a new record starts with: the one the page shows. */
  month: MonthValue;
  /** The month a record was saved in (NewsletterForm). */
  onSaved: (month: MonthValue) => void;
  onClose: () => void;
}

/**
 * The newsletter modal in its three modes (spec 3 §4): New, Edit, and the read-only Detail
 * preview without Save. Edit and preview read the record without counting a view.
 */
export function NewsletterDialog({ open, mode, id, type, month, onSaved, onClose }: NewsletterDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const record = useNewsletter(mode === 'new' ? null : id, open);

  const body = (loaded: Newsletter | null) =>
    mode === 'preview' && loaded ? (
      <>
        <DialogContent>
          <NewsletterPreview record={loaded} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} variant="contained">
            {t('newsletters.close')}
          </Button>
        </DialogActions>
      </>
    ) : (
      <NewsletterForm record={loaded} type={type} month={month} onSaved={onSaved} onClose={onClose} />
    );

  const content = () => {
    if (mode === 'new') return body(null);
    if (record.isError) return <DialogContent>{errorMessage(record.error)}</DialogContent>;
    if (!record.data)
      return (
        <DialogContent sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={t('shell.loading')} />
        </DialogContent>
      );
    return body(record.data);
  };

  return (
    <Dialog
      open={open}
      onClose={leaveThen(onClose)}
      fullWidth
      fullScreen={phone}
      maxWidth={mode === 'preview' ? 'md' : 'sm'}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{t(`newsletters.modes.${mode}`)}</DialogTitle>
      <Box>{content()}</Box>
    </Dialog>
  );
}
