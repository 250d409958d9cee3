export { StoreFormPage } from './pages/store-form-page';
export { StoreListPage } from './pages/store-list-page';
