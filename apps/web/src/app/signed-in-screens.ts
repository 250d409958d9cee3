import type { CurrentUser } from '@fieldops/contract';
import type { QueryClient } from '@tanstack/react-query';
import { screen, type Screen } from './lazy-screen';
import { queryClient } from './query-client';

const storeForm = screen(() => import('../features/stores/pages/store-form-page'), 'StoreFormPage');
const userForm = screen(() => import('../features/users/pages/user-form-page'), 'UserFormPage');
const newsForm = screen(() => import('../features/news/pages/news-form-page'), 'NewsFormPage');
const surveyForm = screen(() => import('../features/surveys/pages/survey-form-page'), 'SurveyFormPage');
const quicklinkForm = screen(() => import('../features/quicklinks/pages/quicklink-form-page'), 'QuicklinkFormPage');
const objectiveView = screen(() => import('../features/objectives/pages/objective-view-page'), 'ObjectiveViewPage');
const objectivesByStatus = screen(() => import('../features/objectives/pages/store-objective-status-page'), 'StoreObjectiveStatusPage');
const detailList = () => import('../features/dashboards/pages/detail-list-page');
const dsPerformance = screen(detailList, 'DsPerformancePage');
const fsrLeaderboard = screen(detailList, 'FsrLeaderboardPage');
const inStoreTime = screen(detailList, 'InStoreTimePage');
/** The home page's four routes (spec 2.2), each to `value`. */
const homeRoutes = <T>(value: T) => ({ '/': value, '/home': value, '/home/dsm': value, '/home/:startDate/:endDate': value });
/** The three detail lists below a dashboard route (spec 1 §2.4–2.7). */
const dashboardDetails = (base: string) => ({
  [`${base}/ds-performance/:filterDate`]: dsPerformance,
  [`${base}/fsr-leaderboard/:filterDate`]: fsrLeaderboard,
  [`${base}/in-story-time/:filterDate`]: inStoreTime,
});

/**
 * The screen built for each signed-in route of the contract's `webRoutes`; a route without one
 * shows the not-found page. Adding a screen is one line: `'/store': screen(() => import('../features/stores/pages/store-list-page'), 'StoreListPage')`.
 * The home page's and the dashboards' routes and modules are also in vite.config.ts
 * `LANDING_SCREENS`: the page's early script asks for their scripts with the page.
 */
export const screens: Partial<Record<string, Screen>> = {
  ...homeRoutes(screen(() => import('../features/home/pages/home-page'), 'HomePage')),
  '/dashboard': screen(() => import('../features/dashboards/pages/dashboard-home-page'), 'DashboardHomePage'),
  '/dashboard/type/national': screen(() => import('../features/dashboards/pages/national-dashboard-page'), 'NationalDashboardPage'),
  '/dashboard/region/:regionID': screen(() => import('../features/dashboards/pages/region-dashboard-page'), 'RegionDashboardPage'),
  '/dashboard/ds/:districtID/:regionID': screen(
    () => import('../features/dashboards/pages/district-dashboard-page'),
    'DistrictDashboardPage',
  ),
  '/dashboard/rep/:territoryID/:dsID/:regionID': screen(
    () => import('../features/dashboards/pages/rep-dashboard-page'),
    'RepDashboardPage',
  ),
  ...dashboardDetails('/dashboard'),
  ...dashboardDetails('/dashboard/region/:regionID'),
  ...dashboardDetails('/dashboard/ds/:districtID/:regionID'),
  ...dashboardDetails('/dashboard/rep/:territoryID/:dsID/:regionID'),
  '/geo': screen(() => import('../features/geo/pages/geo-page'), 'GeoPage'),
  '/geo/user/:userID': screen(() => import('../features/geo/pages/geo-user-page'), 'GeoUserPage'),
  '/objective': screen(() => import('../features/objectives/pages/objective-list-page'), 'ObjectiveListPage'),
  '/objective/by-store': screen(() => import('../features/objectives/pages/by-store-page'), 'ByStorePage'),
  '/objective/create': screen(() => import('../features/objectives/pages/objective-form-pages'), 'ObjectiveCreatePage'),
  '/objective/:objectiveID/edit': screen(() => import('../features/objectives/pages/objective-form-pages'), 'ObjectiveEditPage'),
  '/objective/:objectiveID/copy': screen(() => import('../features/objectives/pages/objective-form-pages'), 'ObjectiveCopyPage'),
  '/objective/formbuilder/:objectiveID': screen(() => import('../features/forms/pages/form-builder-page'), 'FormBuilderPage'),
  '/objective/:objectiveID': objectiveView,
  '/objective/:objectiveID/:statusID': objectiveView,
  '/objective/status/:statusID': objectivesByStatus,
  '/objective/status/:statusID/:regionID': objectivesByStatus,
  '/objective/status/:statusID/:regionID/:startDate': objectivesByStatus,
  '/playbooks': screen(() => import('../features/playbooks/pages/playbook-list-page'), 'PlaybookListPage'),
  '/playbooks/create': screen(() => import('../features/playbooks/pages/playbook-form-pages'), 'PlaybookCreatePage'),
  '/playbooks/:playbookID/edit': screen(() => import('../features/playbooks/pages/playbook-form-pages'), 'PlaybookEditPage'),
  '/territory': screen(() => import('../features/territories/pages/territory-list-page'), 'TerritoryListPage'),
  '/settings/lists': screen(() => import('../features/settings/pages/settings-lists-page'), 'SettingsListsPage'),
  '/weekly-goods': screen(() => import('../features/weekly-goods/pages/weekly-good-list-page'), 'WeeklyGoodListPage'),
  '/newsletter/wins': screen(() => import('../features/newsletters/pages/newsletter-list-page'), 'NewsletterWinsPage'),
  '/newsletter/weekly-good': screen(() => import('../features/newsletters/pages/newsletter-list-page'), 'NewsletterWeeklyGoodPage'),
  '/newsletter/e-learning': screen(() => import('../features/newsletters/pages/newsletter-list-page'), 'NewsletterELearningPage'),
  '/crm': screen(() => import('../features/crm/pages/crm-list-page'), 'CrmListPage'),
  '/wins': screen(() => import('../features/wins/pages/wins-page'), 'WinsPage'),
  '/news': screen(() => import('../features/news/pages/news-list-page'), 'NewsListPage'),
  '/news/create': newsForm,
  '/news/:id/edit': newsForm,
  '/survey': screen(() => import('../features/surveys/pages/survey-list-page'), 'SurveyListPage'),
  '/survey/create': surveyForm,
  '/survey/:id/edit': surveyForm,
  '/quicklink': screen(() => import('../features/quicklinks/pages/quicklink-list-page'), 'QuicklinkListPage'),
  '/quicklink/create': quicklinkForm,
  '/quicklink/:id/edit': quicklinkForm,
  '/store': screen(() => import('../features/stores/pages/store-list-page'), 'StoreListPage'),
  '/store/create': storeForm,
  '/store/:storeID': storeForm,
  '/store/:storeID/edit': storeForm,
  '/user': screen(() => import('../features/users/pages/user-list-page'), 'UserListPage'),
  '/user/create': userForm,
  '/user/:userID/edit': userForm,
  '/user/:userID/password': screen(() => import('../features/users/pages/user-password-page'), 'UserPasswordPage'),
  '/user/account': screen(() => import('../features/account/pages/account-page'), 'AccountPage'),
  '/today': screen(() => import('../features/today/pages/today-page'), 'TodayPage'),
  '/today/:storeID': screen(() => import('../features/today/pages/today-store-page'), 'TodayStorePage'),
  '/approvals': screen(() => import('../features/approvals/components/approvals-page'), 'ApprovalsPage'),
  '/schedule': screen(() => import('../features/schedule/pages/schedule-page'), 'SchedulePage'),
  '/message/compose': screen(() => import('../features/messages/pages/compose-message-page'), 'ComposeMessagePage'),
};

/** Starts what a route's screen reads first, into react-query's cache: from its route's parameters and the user. */
export type ScreenData = (params: RouteParams, user: CurrentUser) => void;
export type RouteParams = Record<string, string | undefined>;
/** Each signed-in route's first reads, by its pattern. */
export type ScreenDataTable = Partial<Record<string, ScreenData>>;
type Prefetch = (params: RouteParams, user: CurrentUser, client: QueryClient) => void;

/** A screen's first reads from a module's named export, loaded as they are asked for: beside the screen's code, not in the shell's. */
const reads =
  <M extends Record<K, Prefetch>, K extends keyof M>(load: () => Promise<M>, name: K): ScreenData =>
  (params, user) =>
    void load().then((module) => module[name](params, user, queryClient));

const dashboard = reads(() => import('../features/dashboards/api/prefetch-dashboard'), 'prefetchDashboard');

/**
 * What a screen reads first, asked for as its route opens (routes/guarded-screen.tsx), beside the
 * screen's own code instead of once that code has loaded and the screen has rendered: on a phone,
 * seconds after the shell had its user. The home page (its five sections), the dashboards, and
 * the store of the rep's day (/today itself waits for the phone's position).
 */
export const screenData: ScreenDataTable = {
  ...homeRoutes(reads(() => import('../features/home/api/home-reads'), 'prefetchHome')),
  '/dashboard': reads(() => import('../features/dashboards/api/prefetch-dashboard'), 'prefetchOwnDashboard'),
  '/dashboard/type/national': dashboard,
  '/dashboard/region/:regionID': dashboard,
  '/dashboard/ds/:districtID/:regionID': dashboard,
  '/dashboard/rep/:territoryID/:dsID/:regionID': dashboard,
  '/today/:storeID': reads(() => import('../features/today/api/get-today'), 'prefetchTodayStore'),
};
