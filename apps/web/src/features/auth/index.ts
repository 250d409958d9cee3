export { useLogout } from './api/logout';
export { SessionRenewal } from './components/session-renewal';
export { ForgotPasswordPage } from './pages/forgot-password-page';
export { LoginPage } from './pages/login-page';
export { ResetPasswordPage } from './pages/reset-password-page';
