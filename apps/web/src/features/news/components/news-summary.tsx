import { truncateNews, type News } from '@fieldops/contract';
import { Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface NewsSummaryProps {
  news: News;
  onReadMore: (news: News) => void;
}

/** The content cut at NEWS_TRUNCATE_AT characters, with 'read more' when it was cut (spec 2 §2, §9). */
export function NewsSummary({ news, onReadMore }: NewsSummaryProps) {
  const { t } = useTranslation();
  const { text, cut } = truncateNews(news.content);
  return (
    <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
      {text}{' '}
      {cut && (
        <Link
          component="button"
          type="button"
          variant="body2"
          onClick={() => onReadMore(news)}
          aria-label={t('news.readMoreAbout', { subject: news.subject })}
          sx={{ verticalAlign: 'baseline' }}
        >
          {t('news.readMore')}
        </Link>
      )}
    </Typography>
  );
}
