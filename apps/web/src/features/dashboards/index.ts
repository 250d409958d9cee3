export { DashboardHomePage } from './pages/dashboard-home-page';
export { NationalDashboardPage } from './pages/national-dashboard-page';
export { RegionDashboardPage } from './pages/region-dashboard-page';
export { DistrictDashboardPage } from './pages/district-dashboard-page';
export { RepDashboardPage } from './pages/rep-dashboard-page';
export { DsPerformancePage, FsrLeaderboardPage, InStoreTimePage } from './pages/detail-list-page';
export { LazyMyAreaCard } from './components/lazy-my-area-card';
export { myAreaQueryOptions } from './api/prefetch-dashboard';
export { periodOfRange, type Period } from './model/period';
