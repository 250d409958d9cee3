export { SchedulePage } from './pages/schedule-page';
