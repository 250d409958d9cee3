import type { TodayStore } from '@fieldops/contract';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, Card, CardActionArea, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { timeAgo } from '../../../lib/format';
import { formatDistance } from './visit-format';

/** One store of the day: a whole-card touch target leading to the store. */
export function TodayStoreCard({ store }: { store: TodayStore }) {
  const { t } = useTranslation();
  return (
    <Card component="li" data-testid="today-store" sx={{ listStyle: 'none' }}>
      <CardActionArea component={Link} to={paths.todayStore.url(store.id)} sx={{ p: 2, display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
            {store.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            #{store.storeNumber} · {store.city}
            {store.distance !== null && ` · ${formatDistance(t, store.distance)}`}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Chip size="small" label={t('today.open', { count: store.open })} color={store.open > 0 ? 'primary' : 'default'} />
            {store.overdue > 0 && <Chip size="small" color="error" label={t('today.overdue', { count: store.overdue })} />}
            <Typography variant="caption" color="text.secondary">
              {store.lastVisit ? t('today.lastVisit', { when: timeAgo(store.lastVisit) }) : t('today.neverVisited')}
            </Typography>
          </Stack>
        </Box>
        <ChevronRightIcon color="action" aria-hidden />
      </CardActionArea>
    </Card>
  );
}
