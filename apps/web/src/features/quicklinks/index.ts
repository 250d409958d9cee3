export { firstQuicklinksQueryOptions, useQuicklinkList } from './api/quicklinks-api';
export { QuicklinkLink } from './components/quicklink-link';
export { QuicklinkFormPage } from './pages/quicklink-form-page';
export { QuicklinkListPage } from './pages/quicklink-list-page';
