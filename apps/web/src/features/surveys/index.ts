export { SurveyFormPage } from './pages/survey-form-page';
export { SurveyListPage } from './pages/survey-list-page';
