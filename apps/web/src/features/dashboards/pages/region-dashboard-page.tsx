import { CAROUSEL_SLIDES, ROLE } from '@fieldops/contract';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NotFoundMessage } from '../components/not-found-message';
import { AboveOwnLevel, ToOwnDashboard, useAboveOwnLevel } from '../components/own-level-redirect';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/session-context';
import { useDashboard } from '../api/get-dashboard';
import type { AreaFigures } from '../components/area-rings';
import { DashboardLayout } from '../components/dashboard-layout';
import { DashboardSubmenu } from '../components/dashboard-submenu';
import { useDashboardFilter } from '../components/use-dashboard-filter';
import { backOf, levelCrumbs } from '../model/crumbs';
import { levelFromParams, roleOpens } from '../model/levels';
import { AreaDashboardBody } from './national-dashboard-page';

/** The region dashboard, /dashboard/region/{regionID} (spec 1 §2.5): per district, four slides at a time. */
export function RegionDashboardPage() {
  const level = levelFromParams(useParams());
  if (useAboveOwnLevel(level?.type) && level)
    return (
      <AboveOwnLevel level={level}>
        <ToOwnDashboard />
      </AboveOwnLevel>
    );
  return level?.type === 'region' ? <RegionDashboard regionID={level.regionID} /> : <NotFoundMessage />;
}

function RegionDashboard({ regionID }: { regionID: number }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const filter = useDashboardFilter();
  const query = useDashboard({ type: 'region', regionID }, filter.period);
  const data = query.data;
  const level = { type: 'region', regionID } as const;
  const areas: AreaFigures[] = (data?.districts ?? []).map((d) => ({
    id: d.district.id,
    name: d.district.name,
    to: roleOpens(user.role, 'district') ? paths.dashboardDistrict.url(d.district.id, regionID) : undefined,
    objectives: d.objectives,
  }));
  return (
    <DashboardLayout
      title={data?.region.name ?? ''}
      crumbs={levelCrumbs(level, { national: t('dashboards.national'), region: data?.region.name }, user.role)}
      back={backOf(level, user.role)}
      submenu={user.role === ROLE.admin ? <DashboardSubmenu current={regionID} /> : undefined}
      filter={filter}
      query={query}
    >
      {data && (
        <AreaDashboardBody
          areas={areas}
          perView={CAROUSEL_SLIDES.region}
          chartAreas={data.districts.map((d) => ({ name: d.district.name, points: d.inStoreTime }))}
          summary={data.summary}
          base={paths.dashboardRegion.url(regionID)}
          carouselLabel={data.region.name}
        />
      )}
    </DashboardLayout>
  );
}
