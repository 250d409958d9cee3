import { CAROUSEL_SLIDES } from '@fieldops/contract';
import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/session-context';
import { useDashboard } from '../api/get-dashboard';
import { AllStoresRing, AreaRings, type AreaFigures } from '../components/area-rings';
import { DashboardCard } from '../components/dashboard-card';
import { DashboardLayout } from '../components/dashboard-layout';
import { InStoreChart } from '../components/in-store-chart';
import { NotFoundMessage } from '../components/not-found-message';
import { AboveOwnLevel, ToOwnDashboard, useAboveOwnLevel } from '../components/own-level-redirect';
import { Conversions, ObjectiveTracking } from '../components/objective-tracking';
import { SummaryTables } from '../components/summary-tables';
import { useDashboardFilter } from '../components/use-dashboard-filter';
import { WorkingDays } from '../components/working-days';
import { backOf, levelCrumbs } from '../model/crumbs';
import { levelFromParams, levelOfAnswer, levelUrl } from '../model/levels';
import { filterDateOf } from '../model/period';
import { ringOf, sumBuckets } from '../model/figures';

/** The district dashboard, /dashboard/ds/{districtID}/{regionID} (spec 1 §2.6): per territory, three slides at a time. */
export function DistrictDashboardPage() {
  const level = levelFromParams(useParams());
  if (useAboveOwnLevel(level?.type) && level)
    return (
      <AboveOwnLevel level={level}>
        <ToOwnDashboard />
      </AboveOwnLevel>
    );
  return level?.type === 'district' ? <DistrictDashboard districtID={level.districtID} regionID={level.regionID} /> : <NotFoundMessage />;
}

function DistrictDashboard({ districtID, regionID }: { districtID: number; regionID: number }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const filter = useDashboardFilter();
  const query = useDashboard({ type: 'district', districtID }, filter.period);
  const data = query.data;
  const level = { type: 'district', districtID, regionID } as const;
  const answered = levelOfAnswer(level, data);
  if (answered !== level) return <Navigate replace to={levelUrl(answered)} />;
  const areas: AreaFigures[] = (data?.territories ?? []).map((x) => ({
    id: x.territory.id,
    name: x.territory.name,
    to: paths.dashboardRep.url(x.territory.id, districtID, regionID),
    objectives: x.objectives,
  }));
  const tracking = data && sumBuckets(data.territories.map((x) => x.objectives));
  return (
    <DashboardLayout
      title={data?.district.name ?? ''}
      crumbs={levelCrumbs(
        level,
        { national: t('dashboards.national'), region: data?.region.name, district: data?.district.name },
        user.role,
      )}
      back={backOf(level, user.role)}
      filter={filter}
      query={query}
    >
      {data && tracking && (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(240px, 1fr) minmax(0, 3fr)' } }}>
            <AllStoresRing ring={ringOf(tracking)} />
            <DashboardCard title={data.district.name} id="territory-slider-title">
              <AreaRings areas={areas} perView={CAROUSEL_SLIDES.district} label={data.district.name} size={120} />
            </DashboardCard>
          </Box>
          <InStoreChart
            areas={data.territories.map((x) => ({ name: x.territory.name, points: x.inStoreTime }))}
            from={data.summary.period.startDate}
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' } }}>
            <ObjectiveTracking counts={tracking} />
            <WorkingDays days={data.summary.workingDays} />
            <Conversions conversions={data.summary.conversions ?? []} />
          </Box>
          <SummaryTables
            summary={data.summary}
            base={paths.dashboardDistrict.url(districtID, regionID)}
            filterDate={filterDateOf(data.summary.period)}
          />
        </>
      )}
    </DashboardLayout>
  );
}
