export { WinsPage } from './pages/wins-page';
