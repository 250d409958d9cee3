export { WeeklyGoodListPage } from './pages/weekly-good-list-page';
