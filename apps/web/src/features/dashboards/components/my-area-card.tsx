import type { CurrentUser } from '@fieldops/contract';
import { Box, Card, CardActionArea, CardContent, Skeleton } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useDashboard, type DashboardLevel } from '../api/get-dashboard';
import { meanOfAreaPercentages, ringOf, sumBuckets, type Ring } from '../model/figures';
import { ownLevel } from '../model/levels';
import type { Period } from '../model/period';
import { CompletionRing } from './completion-ring';
import { WorkingDays } from './working-days';

/**
 * The home page's view of the user's own area this month, or in the period /home/{startDate}/{endDate}
 * names (issue 10): its completion ring, as its dashboard shows it, and the working days; a click
 * opens the dashboard.
 */
export function MyAreaCard({ user, period }: { user: CurrentUser; period?: Period }) {
  const level = ownLevel(user);
  return level ? <MyAreaFigures level={level} period={period} /> : null;
}

function MyAreaFigures({ level, period }: { level: DashboardLevel; period?: Period }) {
  const { t } = useTranslation();
  const { data } = useDashboard(level, period);
  const label = t(period ? 'dashboards.myAreaPeriod' : 'dashboards.myArea');
  let name: string = t('dashboards.national');
  let ring: Ring | null = null;
  if (data?.type === 'national') ring = meanOfAreaPercentages(data.regions.map((r) => r.objectives));
  if (data?.type === 'region') {
    name = data.region.name;
    ring = meanOfAreaPercentages(data.districts.map((d) => d.objectives));
  }
  if (data?.type === 'district') {
    name = data.district.name;
    ring = ringOf(sumBuckets(data.territories.map((x) => x.objectives)));
  }
  if (data?.type === 'territory') {
    name = data.territory.name;
    ring = ringOf(sumBuckets(data.stores.map((s) => s.objectives.summary.objectives)));
  }
  return (
    <Box
      component="section"
      aria-label={label}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 1fr) minmax(0, 2fr)' } }}
    >
      <Card>
        {/* Named by its ring once loaded; by the card's own name while the ring is a placeholder. */}
        <CardActionArea component={Link} to={paths.dashboard.url()} aria-label={ring ? undefined : label} sx={{ height: '100%' }}>
          <CardContent sx={{ display: 'flex', justifyContent: 'center' }}>
            {ring ? (
              <CompletionRing ring={ring} name={name} title={name} size={140} />
            ) : (
              <Skeleton variant="circular" width={140} height={140} />
            )}
          </CardContent>
        </CardActionArea>
      </Card>
      {data ? <WorkingDays days={data.summary.workingDays} /> : <Skeleton variant="rounded" height={140} />}
    </Box>
  );
}
