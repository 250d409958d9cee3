import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Button, IconButton, InputAdornment, Paper, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useErrorDialog } from '../../../components/error-dialog';
import { useNotify } from '../../../components/notification-bar';
import { useConfirm } from '../../../components/use-confirm';
import { formatDay } from '../../../lib/format';
import { useRenewFeed, useScheduleFeed } from '../api/feed';
import { Hint } from '../../../components/hint';

/**
 * The caller's private calendar feed (iCalendar) to subscribe to from a phone. Only a hash of the
 * secret is kept, so the link shows right after it is made; "New link" makes another and the old
 * one stops working.
 */
export function FeedBox() {
  const { t } = useTranslation();
  const notify = useNotify();
  const { showError } = useErrorDialog();
  const { confirm, dialog } = useConfirm();
  const feed = useScheduleFeed();
  const renew = useRenewFeed();
  const url = renew.data?.url ?? null;
  const active = feed.data?.active ?? false;

  const makeLink = async () => {
    if (active) {
      const yes = await confirm({
        title: t('schedule.feed.renewTitle'),
        text: t('schedule.feed.renewText'),
        confirmLabel: t('schedule.feed.renewConfirm'),
      });
      if (!yes) return;
    }
    renew.mutate(undefined, {
      onSuccess: () => notify({ message: t('schedule.feed.renewed') }),
      onError: (error) => showError(error),
    });
  };

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      notify({ message: t('schedule.feed.copied') });
    } catch (error) {
      showError(error);
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="schedule-feed-title" sx={{ p: 2 }}>
      <Typography id="schedule-feed-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('schedule.feed.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('schedule.feed.help')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        {url ? (
          <TextField
            value={url}
            label={t('schedule.feed.link')}
            size="small"
            fullWidth
            slotProps={{
              htmlInput: { readOnly: true, onFocus: (event: React.FocusEvent<HTMLInputElement>) => event.target.select() },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <Hint title={t('schedule.feed.copy')}>
                      <IconButton aria-label={t('schedule.feed.copy')} onClick={copy} edge="end">
                        <ContentCopyIcon fontSize="small" />
                      </IconButton>
                    </Hint>
                  </InputAdornment>
                ),
              },
            }}
          />
        ) : (
          <Typography variant="body2" sx={{ flex: 1 }}>
            {feed.data?.createdAt
              ? t('schedule.feed.hidden', { date: formatDay(feed.data.createdAt.slice(0, 10)) })
              : t('schedule.feed.none')}
          </Typography>
        )}
        <Button variant="outlined" onClick={makeLink} disabled={renew.isPending || feed.isPending} sx={{ flex: '0 0 auto' }}>
          {active || url ? t('schedule.feed.renew') : t('schedule.feed.create')}
        </Button>
      </Stack>
      {dialog}
    </Paper>
  );
}
