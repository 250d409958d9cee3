import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../components/router-link';
import { ringOf, type Ring } from '../model/figures';
import { AreaCarousel } from './area-carousel';
import { CompletionRing } from './completion-ring';
import { DashboardCard } from './dashboard-card';

export interface AreaFigures {
  id: number;
  name: string;
  /** The area's dashboard, when the user may open it. */
  to?: string;
  objectives: { completed: number; total: number };
}

/**
 * The 'ALL STORES' ring (spec 1 §9): on the national and region dashboards the mean of their
 * areas' percentages (`meanOfAreaPercentages`); on a district's, its stores' completed over total.
 */
export function AllStoresRing({ ring }: { ring: Ring }) {
  const { t } = useTranslation();
  return (
    <DashboardCard title={t('dashboards.allStores')} id="all-stores-title">
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <CompletionRing ring={ring} title="" name={t('dashboards.allStores')} size={180} />
      </Box>
    </DashboardCard>
  );
}

/** The donut carousel of the areas (spec 1 §2.3, §2.5, §2.6): each name links to its dashboard. */
export function AreaRings({ areas, perView, label, size = 140 }: { areas: AreaFigures[]; perView: number; label: string; size?: number }) {
  return (
    <AreaCarousel perView={perView} label={label}>
      {areas.map((a) => (
        <CompletionRing
          key={a.id}
          ring={ringOf(a.objectives)}
          name={a.name}
          size={size}
          title={
            a.to ? (
              <RouterLink to={a.to} underline="hover">
                {a.name}
              </RouterLink>
            ) : (
              a.name
            )
          }
        />
      ))}
    </AreaCarousel>
  );
}
