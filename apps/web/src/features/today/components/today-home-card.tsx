import TodayIcon from '@mui/icons-material/Today';
import { Box, Card, CardActionArea, Skeleton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useToday } from '../api/get-today';

/** The home page's way into the day for reps and supervisors, with the open work of their stores. */
export function TodayHomeCard() {
  const { t } = useTranslation();
  const today = useToday({});
  const open = today.data?.stores.reduce((sum, s) => sum + s.open, 0);
  return (
    <Card sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
      <CardActionArea
        component={Link}
        to={paths.today.url()}
        data-testid="today-home-card"
        sx={{ p: 2.5, display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'flex-start', minHeight: 88 }}
      >
        <TodayIcon sx={{ fontSize: 40 }} aria-hidden />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            {t('today.homeCardGo')}
          </Typography>
          <Typography variant="body2">
            {open === undefined ? <Skeleton width={160} sx={{ bgcolor: 'primary.light' }} /> : t('today.homeCardOpen', { count: open })}
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}
