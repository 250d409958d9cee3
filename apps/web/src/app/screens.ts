import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Screen = LazyExoticComponent<ComponentType>;

/** A lazily loaded screen from a module's named export. */
function screen<M, K extends keyof M>(load: () => Promise<M>, name: K): Screen {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const home = screen(() => import('../features/home'), 'HomePage');
const storeForm = screen(() => import('../features/stores'), 'StoreFormPage');
const userForm = screen(() => import('../features/users'), 'UserFormPage');
const newsForm = screen(() => import('../features/news'), 'NewsFormPage');
const surveyForm = screen(() => import('../features/surveys'), 'SurveyFormPage');
const quicklinkForm = screen(() => import('../features/quicklinks'), 'QuicklinkFormPage');
const objectiveView = screen(() => import('../features/objectives'), 'ObjectiveViewPage');
const objectivesByStatus = screen(() => import('../features/objectives'), 'StoreObjectiveStatusPage');
const dashboards = () => import('../features/dashboards');
const dsPerformance = screen(dashboards, 'DsPerformancePage');
const fsrLeaderboard = screen(dashboards, 'FsrLeaderboardPage');
const inStoreTime = screen(dashboards, 'InStoreTimePage');
/** The three detail lists below a dashboard route (spec 1 §2.4–2.7). */
const dashboardDetails = (base: string) => ({
  [`${base}/ds-performance/:filterDate`]: dsPerformance,
  [`${base}/fsr-leaderboard/:filterDate`]: fsrLeaderboard,
  [`${base}/in-story-time/:filterDate`]: inStoreTime,
});

/**
 * The screen built for each signed-in route of the contract's `webRoutes`; a route without one
 * shows the not-found page. Adding a screen is one line: `'/store': screen(() => import(...), 'StoreListPage')`.
 */
export const screens: Partial<Record<string, Screen>> = {
  '/': home,
  '/home': home,
  '/home/dsm': home,
  '/home/:startDate/:endDate': home,
  '/dashboard': screen(dashboards, 'DashboardHomePage'),
  '/dashboard/type/national': screen(dashboards, 'NationalDashboardPage'),
  '/dashboard/region/:regionID': screen(dashboards, 'RegionDashboardPage'),
  '/dashboard/ds/:districtID/:regionID': screen(dashboards, 'DistrictDashboardPage'),
  '/dashboard/rep/:territoryID/:dsID/:regionID': screen(dashboards, 'RepDashboardPage'),
  ...dashboardDetails('/dashboard'),
  ...dashboardDetails('/dashboard/region/:regionID'),
  ...dashboardDetails('/dashboard/ds/:districtID/:regionID'),
  ...dashboardDetails('/dashboard/rep/:territoryID/:dsID/:regionID'),
  '/geo': screen(() => import('../features/geo'), 'GeoPage'),
  '/geo/user/:userID': screen(() => import('../features/geo'), 'GeoUserPage'),
  '/objective': screen(() => import('../features/objectives'), 'ObjectiveListPage'),
  '/objective/by-store': screen(() => import('../features/objectives'), 'ByStorePage'),
  '/objective/create': screen(() => import('../features/objectives'), 'ObjectiveCreatePage'),
  '/objective/:objectiveID/edit': screen(() => import('../features/objectives'), 'ObjectiveEditPage'),
  '/objective/:objectiveID/copy': screen(() => import('../features/objectives'), 'ObjectiveCopyPage'),
  '/objective/formbuilder/:objectiveID': screen(() => import('../features/forms'), 'FormBuilderPage'),
  '/objective/:objectiveID': objectiveView,
  '/objective/:objectiveID/:statusID': objectiveView,
  '/objective/status/:statusID': objectivesByStatus,
  '/objective/status/:statusID/:regionID': objectivesByStatus,
  '/objective/status/:statusID/:regionID/:startDate': objectivesByStatus,
  '/playbooks': screen(() => import('../features/playbooks'), 'PlaybookListPage'),
  '/playbooks/create': screen(() => import('../features/playbooks'), 'PlaybookCreatePage'),
  '/playbooks/:playbookID/edit': screen(() => import('../features/playbooks'), 'PlaybookEditPage'),
  '/territory': screen(() => import('../features/territories'), 'TerritoryListPage'),
  '/settings/lists': screen(() => import('../features/settings'), 'SettingsListsPage'),
  '/weekly-goods': screen(() => import('../features/weekly-goods'), 'WeeklyGoodListPage'),
  '/newsletter/wins': screen(() => import('../features/newsletters'), 'NewsletterWinsPage'),
  '/newsletter/weekly-good': screen(() => import('../features/newsletters'), 'NewsletterWeeklyGoodPage'),
  '/newsletter/e-learning': screen(() => import('../features/newsletters'), 'NewsletterELearningPage'),
  '/crm': screen(() => import('../features/crm'), 'CrmListPage'),
  '/wins': screen(() => import('../features/wins'), 'WinsPage'),
  '/news': screen(() => import('../features/news'), 'NewsListPage'),
  '/news/create': newsForm,
  '/news/:id/edit': newsForm,
  '/survey': screen(() => import('../features/surveys'), 'SurveyListPage'),
  '/survey/create': surveyForm,
  '/survey/:id/edit': surveyForm,
  '/quicklink': screen(() => import('../features/quicklinks'), 'QuicklinkListPage'),
  '/quicklink/create': quicklinkForm,
  '/quicklink/:id/edit': quicklinkForm,
  '/store': screen(() => import('../features/stores'), 'StoreListPage'),
  '/store/create': storeForm,
  '/store/:storeID': storeForm,
  '/store/:storeID/edit': storeForm,
  '/user': screen(() => import('../features/users'), 'UserListPage'),
  '/user/create': userForm,
  '/user/:userID/edit': userForm,
  '/user/:userID/password': screen(() => import('../features/users'), 'UserPasswordPage'),
  '/user/account': screen(() => import('../features/account'), 'AccountPage'),
  '/today': screen(() => import('../features/today'), 'TodayPage'),
  '/today/:storeID': screen(() => import('../features/today'), 'TodayStorePage'),
  '/approvals': screen(() => import('../features/approvals'), 'ApprovalsPage'),
  '/schedule': screen(() => import('../features/schedule'), 'SchedulePage'),
  '/message/compose': screen(() => import('../features/messages'), 'ComposeMessagePage'),
};
