export { UserFormPage } from './pages/user-form-page';
export { UserListPage } from './pages/user-list-page';
export { UserPasswordPage } from './pages/user-password-page';
