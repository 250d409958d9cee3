export { latestNewsQueryOptions, useLatestNews } from './api/news-api';
export { LazyNewsDetailDialog } from './components/lazy-news-detail-dialog';
export { NewsSummary } from './components/news-summary';
export { NewsFormPage } from './pages/news-form-page';
export { NewsListPage } from './pages/news-list-page';
