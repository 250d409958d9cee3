import { DASHBOARD_CSV_FILE, ROLE } from '@fieldops/contract';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { IconButton, Stack } from '@mui/material';
import type { ColumnDef } from '@tanstack/react-table';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../lib/session-context';
import { areaParams, useDashboard } from '../api/get-dashboard';
import { DashboardHeader } from '../components/dashboard-header';
import { LazyFiltersDialog } from '../components/lazy-filters-dialog';
import { isNotFound, NotFoundMessage } from '../components/not-found-message';
import { AboveOwnLevel, OwnLevelRedirect, useAboveOwnLevel } from '../components/own-level-redirect';
import { DETAIL_LISTS, type SummaryColumn, type SummaryRowBase } from '../components/summary-columns';
import { useErrorPopup } from '../components/use-error-popup';
import { UserPanel, type PanelUser } from '../components/user-panel';
import { saveFilter } from '../model/filter-storage';
import { levelCrumbs, type AreaNames } from '../model/crumbs';
import { dashboardLevelOf, levelFromParams, levelOfAnswer, levelUrl, type DetailKind, type LevelRoute } from '../model/levels';
import { filterDateOf, filterOfFilterDate, periodOfFilter, periodOfFilterDate, type DashboardFilter, type Period } from '../model/period';
import { useErrorDialog } from '../../../components/error-dialog';
import { Hint } from '../../../components/hint';
import { orgDay } from '../../../lib/org-today';

/** The nine detail lists (spec 1 §2.4–2.8): one page per list, at every level. */
export const DsPerformancePage = () => <DetailListRoute kind="ds-performance" />;
export const FsrLeaderboardPage = () => <DetailListRoute kind="fsr-leaderboard" />;
export const InStoreTimePage = () => <DetailListRoute kind="in-story-time" />;

function DetailListRoute({ kind }: { kind: DetailKind }) {
  const params = useParams();
  const { area } = useCurrentUser();
  const level = levelFromParams(params);
  const period = periodOfFilterDate(params.filterDate);
  const above = useAboveOwnLevel(level?.type);
  if (!level || !period) return <NotFoundMessage />;
  // A level above the user's own (the national one for a regional manager, their region for a
  // supervisor): the same list at the user's own level, as /dashboard/type/national takes them to
  // their own dashboard; not found for another area's region or district.
  if (above && area) {
    const ownList = (own: LevelRoute) => paths.dashboardDetail.url(levelUrl(own), kind, filterDateOf(period));
    return (
      <AboveOwnLevel level={level}>
        <OwnLevelRedirect area={area} to={ownList} />
      </AboveOwnLevel>
    );
  }
  return <DetailList key={`${kind}-${levelUrl(level)}`} kind={kind} level={level} period={period} />;
}

/**
 * The names of the level's areas for the breadcrumb, from its dashboard of the same month, and the
 * level with the areas above it as that answer names them (`levelOfAnswer`).
 */
function useAreaNames(level: LevelRoute, period: Period): { names: AreaNames; answered: LevelRoute; notFound: unknown } {
  const { t } = useTranslation();
  const { data, error } = useDashboard(dashboardLevelOf(level), period, level.type !== 'national');
  const names: AreaNames = { national: t('dashboards.national') };
  if (data && 'region' in data) names.region = data.region.name;
  if (data && 'district' in data) names.district = data.district.name;
  if (data && 'territory' in data) names.territory = data.territory.name;
  return { names, answered: levelOfAnswer(level, data && 'region' in data ? data : undefined), notFound: isNotFound(error) ? error : null };
}

function DetailList({ kind, level, period }: { kind: DetailKind; level: LevelRoute; period: Period }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const [filterOpen, setFilterOpen] = useState(false);
  const [panelUser, setPanelUser] = useState<PanelUser | null>(null);
  const list = DETAIL_LISTS[kind];
  const title = t(list.title);
  const base = levelUrl(level);
  const { names, answered, notFound } = useAreaNames(level, period);
  const { showError } = useErrorDialog();
  // An area that is not the user's: the page says not found, and the error dialog says it once
  // (spec 1 §8), for whichever comes first, the list's own 404 or the dashboard's that names it.
  const [listNotFound, setListNotFound] = useState(false);
  const onLoadError = useCallback(
    (error: unknown) => {
      if (isNotFound(error)) setListNotFound(true);
      showError(error);
    },
    [showError],
  );
  useErrorPopup(listNotFound ? null : notFound);

  // A rep sees their district's leaderboard but only their own user panel.
  const mayOpen = (row: SummaryRowBase) => user.role !== ROLE.fieldSalesRep || row.userID === user.id;
  const openPanel = (row: SummaryRowBase) => setPanelUser({ userID: row.userID, name: row.user.name });
  const columns: ColumnDef<SummaryRowBase, unknown>[] = [
    ...(list.columns(t) as SummaryColumn<SummaryRowBase>[]).map((c): ColumnDef<SummaryRowBase, unknown> => ({
      id: c.id,
      header: c.header,
      cell: ({ row }) => c.cell(row.original),
    })),
    {
      id: 'detail',
      header: t('dashboards.columns.detail'),
      enableSorting: false,
      cell: ({ row }) =>
        mayOpen(row.original) && (
          <Hint title={t('dashboards.openDetail', { name: row.original.user.name })}>
            <IconButton
              size="small"
              aria-label={t('dashboards.openDetail', { name: row.original.user.name })}
              onClick={() => openPanel(row.original)}
            >
              <InfoOutlinedIcon fontSize="small" />
            </IconButton>
          </Hint>
        ),
    },
  ];

  const applyFilter = (filter: DashboardFilter) => {
    saveFilter(filter);
    setFilterOpen(false);
    const next = periodOfFilter(filter);
    void navigate(paths.dashboardDetail.url(base, kind, next ? filterDateOf(next) : orgDay().slice(0, 7)));
  };

  if (notFound || listNotFound) return <NotFoundMessage />;
  if (answered !== level) return <Navigate replace to={paths.dashboardDetail.url(levelUrl(answered), kind, filterDateOf(period))} />;
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <DashboardHeader
        title={title}
        crumbs={[...levelCrumbs(level, names, user.role), { label: title }]}
        back={base}
        period={period}
        onFilter={() => setFilterOpen(true)}
      />
      <DataTable
        endpoint={list.endpoint}
        rowSchema={list.schema as never}
        columns={columns}
        filters={{ ...period, ...areaParams(dashboardLevelOf(level)) }}
        csvFileName={DASHBOARD_CSV_FILE}
        label={title}
        initialSort={[{ id: 'rank', desc: false }]}
        getRowId={(row) => `${row.rank}-${row.userID}`}
        // Spec 1 §2.4: clicking a row, or its detail icon, opens the user's panel.
        onRowClick={(row) => (mayOpen(row) ? () => openPanel(row) : undefined)}
        // Spec 1 §8: a detail list that fails to load shows the error dialog with its text.
        onLoadError={onLoadError}
      />
      <LazyFiltersDialog
        open={filterOpen}
        value={filterOfFilterDate(filterDateOf(period))}
        onApply={applyFilter}
        onClose={() => setFilterOpen(false)}
      />
      <UserPanel user={panelUser} period={period} onClose={() => setPanelUser(null)} />
    </Stack>
  );
}
