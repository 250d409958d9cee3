export { PlaybookCreatePage, PlaybookEditPage } from './pages/playbook-form-pages';
export { PlaybookListPage } from './pages/playbook-list-page';
export { useOpenPlaybook } from './api/open-playbook';
