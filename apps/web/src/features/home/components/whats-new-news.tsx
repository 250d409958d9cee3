import type { News } from '@fieldops/contract';
import { Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { formatDay } from '../../../lib/format';
import { LazyNewsDetailDialog, NewsSummary, useLatestNews } from '../../news';
import { LATEST_NEWS } from '../api/home-reads';
import { WhatsNewSection } from './whats-new-section';
import { RowOpenLink } from '../../../components/row-open-link';

/** The three latest news posts, each cut at 75 characters with 'read more'. */
export function WhatsNewNews() {
  const { t } = useTranslation();
  const latest = useLatestNews(LATEST_NEWS);
  const [open, setOpen] = useState<News | null>(null);
  const items = latest.data?.data ?? [];
  return (
    <WhatsNewSection title={t('news.whatsNew.latestNews')} to={paths.news.url()} loading={latest.isPending} empty={items.length === 0}>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((news) => (
          <li key={news.id}>
            <RowOpenLink onOpen={() => setOpen(news)}>{news.subject}</RowOpenLink>
            <Typography variant="caption" color="text.secondary" component="p">
              {formatDay(news.date)}
            </Typography>
            <NewsSummary news={news} onReadMore={setOpen} />
          </li>
        ))}
      </Stack>
      <LazyNewsDetailDialog news={open} onClose={() => setOpen(null)} />
    </WhatsNewSection>
  );
}
