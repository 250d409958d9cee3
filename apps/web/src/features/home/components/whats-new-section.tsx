import { Box, Link, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

interface WhatsNewSectionProps {
  title: string;
  /** The full list ('See all'); none when there is no page to go to. */
  to?: string;
  loading: boolean;
  empty: boolean;
  children: ReactNode;
}

/** One part of 'What's new': a titled list with a 'See all' link, a placeholder while loading. */
export function WhatsNewSection({ title, to, loading, empty, children }: WhatsNewSectionProps) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-label={title}>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {to && (
          <Link component={RouterLink} to={to} variant="body2" underline="hover">
            {t('news.whatsNew.seeAll')}
          </Link>
        )}
      </Stack>
      {loading ? (
        <Stack spacing={1}>
          <Skeleton />
          <Skeleton />
          <Skeleton width="60%" />
        </Stack>
      ) : empty ? (
        <Typography variant="body2" color="text.secondary">
          {t('news.whatsNew.nothing')}
        </Typography>
      ) : (
        children
      )}
    </Box>
  );
}
