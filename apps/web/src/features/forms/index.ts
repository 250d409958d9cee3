export { FormBuilderPage } from './pages/form-builder-page';
