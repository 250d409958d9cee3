export { TerritoryListPage } from './pages/territory-list-page';
