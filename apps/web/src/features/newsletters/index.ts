export { NewsletterTabs } from './components/newsletter-tabs';
export { NewsletterELearningPage, NewsletterWeeklyGoodPage, NewsletterWinsPage } from './pages/newsletter-list-page';
