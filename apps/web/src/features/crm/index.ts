export { CrmListPage } from './pages/crm-list-page';
