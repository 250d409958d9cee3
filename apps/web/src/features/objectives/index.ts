export { ByStorePage } from './pages/by-store-page';
export { ObjectiveCopyPage, ObjectiveCreatePage, ObjectiveEditPage } from './pages/objective-form-pages';
export { ObjectiveListPage } from './pages/objective-list-page';
export { ObjectiveViewPage } from './pages/objective-view-page';
export { StoreObjectiveStatusPage } from './pages/store-objective-status-page';
export { StoreResultDialog } from './result/store-result-dialog';
export { ResultAnswers } from './result/result-answers';
