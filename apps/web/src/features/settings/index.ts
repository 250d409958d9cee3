export { SettingsListsPage } from './pages/settings-lists-page';
