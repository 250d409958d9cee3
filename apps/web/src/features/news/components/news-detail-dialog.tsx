import type { News } from '@fieldops/contract';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format';
import { NewsImages } from './news-images';

export interface NewsDetailDialogProps {
  news: News | null;
  onClose: () => void;
}

/** The full text of a news post with its images ('read more' of the list, spec 2 §2). */
export function NewsDetailDialog({ news, onClose }: NewsDetailDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Dialog open={news !== null} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={`${id}-title`}>
      {news && (
        <>
          <DialogTitle id={`${id}-title`}>{news.subject}</DialogTitle>
          <DialogContent>
            <Stack spacing={2}>
              <Typography variant="body2" color="text.secondary">
                {t('news.postedBy', { name: news.user?.name ?? '', date: formatDay(news.date) })}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{news.content}</Typography>
              <NewsImages subject={news.subject} images={news.images} size={96} />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('shell.close')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
