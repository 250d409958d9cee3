import { CAROUSEL_SLIDES } from '@fieldops/contract';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/session-context';
import { useDashboard } from '../api/get-dashboard';
import { AllStoresRing, AreaRings, type AreaFigures } from '../components/area-rings';
import { DashboardCard } from '../components/dashboard-card';
import { DashboardLayout } from '../components/dashboard-layout';
import { DashboardSubmenu } from '../components/dashboard-submenu';
import { InStoreChart } from '../components/in-store-chart';
import { ToOwnDashboard, useAboveOwnLevel } from '../components/own-level-redirect';
import { SummaryTables } from '../components/summary-tables';
import { useDashboardFilter } from '../components/use-dashboard-filter';
import { WorkingDays } from '../components/working-days';
import { levelCrumbs } from '../model/crumbs';
import { roleOpens } from '../model/levels';
import { filterDateOf } from '../model/period';
import { meanOfAreaPercentages } from '../model/figures';

/** The national dashboard, /dashboard and /dashboard/type/national (spec 1 §2.3): one slide per region. */
export function NationalDashboardPage() {
  const { area } = useCurrentUser();
  // A user below admin with an area sees their own level; one without an area sees the 404 here.
  const above = useAboveOwnLevel('national');
  return above && area ? <ToOwnDashboard /> : <NationalDashboard />;
}

function NationalDashboard() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const filter = useDashboardFilter();
  const query = useDashboard({ type: 'national' }, filter.period);
  const data = query.data;
  const areas: AreaFigures[] = (data?.regions ?? []).map((r) => ({
    id: r.region.id,
    name: r.region.name,
    to: roleOpens(user.role, 'region') ? paths.dashboardRegion.url(r.region.id) : undefined,
    objectives: r.objectives,
  }));
  return (
    <DashboardLayout
      title={t('dashboards.national')}
      crumbs={levelCrumbs({ type: 'national' }, { national: t('dashboards.national') }, user.role)}
      submenu={<DashboardSubmenu current="national" />}
      filter={filter}
      query={query}
    >
      {data && (
        <AreaDashboardBody
          areas={areas}
          perView={CAROUSEL_SLIDES.national}
          chartAreas={data.regions.map((r) => ({ name: r.region.name, points: r.inStoreTime }))}
          summary={data.summary}
          base={paths.dashboard.url()}
          carouselLabel={t('dashboards.national')}
        />
      )}
    </DashboardLayout>
  );
}

interface AreaDashboardBodyProps {
  areas: AreaFigures[];
  perView: number;
  chartAreas: { name: string; points: { label: string; time: number }[] }[];
  summary: Parameters<typeof SummaryTables>[0]['summary'];
  base: string;
  carouselLabel: string;
}

/** The national and region layout: ALL STORES and Working Days beside the donut carousel, then the chart and tables. */
export function AreaDashboardBody({ areas, perView, chartAreas, summary, base, carouselLabel }: AreaDashboardBodyProps) {
  return (
    <>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(240px, 1fr) minmax(0, 3fr)' } }}>
        <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
          <AllStoresRing ring={meanOfAreaPercentages(areas.map((a) => a.objectives))} />
          <WorkingDays days={summary.workingDays} />
        </Box>
        <DashboardCard title={carouselLabel} id="area-carousel-title">
          <AreaRings areas={areas} perView={perView} label={carouselLabel} size={perView === 1 ? 200 : 130} />
        </DashboardCard>
      </Box>
      <InStoreChart areas={chartAreas} from={summary.period.startDate} />
      <SummaryTables summary={summary} base={base} filterDate={filterDateOf(summary.period)} columnNames="short" />
    </>
  );
}
