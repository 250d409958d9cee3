export { GeoPage } from './pages/geo-page';
export { GeoUserPage } from './pages/geo-user-page';
