export { useLatestNews } from './api/news-api';
export { NewsDetailDialog } from './components/news-detail-dialog';
export { NewsSummary } from './components/news-summary';
export { NewsFormPage } from './pages/news-form-page';
export { NewsListPage } from './pages/news-list-page';
