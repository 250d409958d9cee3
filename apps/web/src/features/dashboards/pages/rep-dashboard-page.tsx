import type { TerritoryDashboard } from '@fieldops/contract';
import { Box, Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import { parseISO } from 'date-fns';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { formatMonthYear } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/session-context';
import { useDashboard } from '../api/get-dashboard';
import { CompletionRing } from '../components/completion-ring';
import { CurrentObjectives } from '../components/current-objectives';
import { DashboardCard } from '../components/dashboard-card';
import { DashboardLayout } from '../components/dashboard-layout';
import { NotFoundMessage } from '../components/not-found-message';
import { BucketGrid, Conversions } from '../components/objective-tracking';
import { SummaryTables } from '../components/summary-tables';
import { useDashboardFilter } from '../components/use-dashboard-filter';
import { WorkingDays } from '../components/working-days';
import { backOf, levelCrumbs } from '../model/crumbs';
import { ringOf } from '../model/figures';
import { levelFromParams, levelOfAnswer, levelUrl } from '../model/levels';
import { filterDateOf } from '../model/period';

/** The rep (territory) dashboard, /dashboard/rep/{territoryID}/{dsID}/{regionID} (spec 1 §2.7). */
export function RepDashboardPage() {
  const level = levelFromParams(useParams());
  return level?.type === 'territory' ? <RepDashboard {...level} /> : <NotFoundMessage />;
}

function RepDashboard({ territoryID, districtID, regionID }: { territoryID: number; districtID: number; regionID: number }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const filter = useDashboardFilter();
  const [tab, setTab] = useState<'stores' | 'objectives'>('stores');
  const query = useDashboard({ type: 'territory', territoryID }, filter.period);
  const data = query.data;
  const level = { type: 'territory', territoryID, districtID, regionID } as const;
  const answered = levelOfAnswer(level, data);
  if (answered !== level) return <Navigate replace to={levelUrl(answered)} />;
  const names = {
    national: t('dashboards.national'),
    region: data?.region.name,
    district: data?.district.name,
    territory: data?.territory.name,
  };
  return (
    <DashboardLayout
      title={data?.territory.name ?? ''}
      crumbs={levelCrumbs(level, names, user.role)}
      back={backOf(level, user.role)}
      filter={filter}
      query={query}
    >
      {data && (
        <>
          <Card>
            <Tabs
              value={tab}
              onChange={(_e, value: 'stores' | 'objectives') => setTab(value)}
              variant="scrollable"
              allowScrollButtonsMobile
            >
              <Tab value="stores" label={t('dashboards.stores')} id="rep-tab-stores" aria-controls="rep-panel-stores" />
              <Tab
                value="objectives"
                label={t('dashboards.currentObjectives')}
                id="rep-tab-objectives"
                aria-controls="rep-panel-objectives"
              />
            </Tabs>
            <CardContent role="tabpanel" id={`rep-panel-${tab}`} aria-labelledby={`rep-tab-${tab}`}>
              {tab === 'stores' ? <StoreBlocks stores={data.stores} /> : <CurrentObjectives stores={data.stores} />}
            </CardContent>
          </Card>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' } }}>
            <WorkingDays days={data.summary.workingDays} />
            <Conversions conversions={data.summary.conversions ?? []} />
            <NextMonth next={data.nextMonth} />
          </Box>
          <SummaryTables
            summary={data.summary}
            base={paths.dashboardRep.url(territoryID, districtID, regionID)}
            filterDate={filterDateOf(data.summary.period)}
          />
        </>
      )}
    </DashboardLayout>
  );
}

/** One block per store: its ring and the counts Completed, Overdue and Incomplete (spec 1 §2.7). */
function StoreBlocks({ stores }: { stores: TerritoryDashboard['stores'] }) {
  const { t } = useTranslation();
  if (stores.length === 0) return <Typography color="text.secondary">{t('dashboards.noStores')}</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(220px, 100%), 1fr))' }}>
      {stores.map((s) => {
        const counts = s.objectives.summary.objectives;
        return (
          <Card key={s.store.id} variant="outlined" data-testid="store-block">
            <CardContent>
              <CompletionRing ring={ringOf(counts)} title={s.store.name} name={s.store.name} size={120} showCounts={false} />
              <Box sx={{ mt: 1 }}>
                <BucketGrid counts={counts} />
              </Box>
            </CardContent>
          </Card>
        );
      })}
    </Box>
  );
}

/** Spec 1 §7: the rep dashboard compares the month after the period's start. */
function NextMonth({ next }: { next: TerritoryDashboard['nextMonth'] }) {
  const { t } = useTranslation();
  const month = formatMonthYear(parseISO(next.startDate), 'text');
  return (
    <DashboardCard title={t('dashboards.nextMonth', { month })} id="next-month-title">
      <BucketGrid counts={next.objectives} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, textAlign: 'center' }}>
        {t('dashboards.outOf', { total: next.objectives.total })}
      </Typography>
    </DashboardCard>
  );
}
