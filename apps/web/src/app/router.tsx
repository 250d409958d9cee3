import { webRoutes } from '@fieldops/contract';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { ForgotPasswordPage, ResetPasswordPage } from '../features/auth';
import { RootLayout } from './root-layout';
import { GuardedScreen } from './routes/guarded-screen';
import { LoginRoute } from './routes/login-route';
import { NotFoundPage } from './routes/not-found-page';
import { SignedInGate } from './routes/signed-in-gate';

/** Every signed-in route comes from the contract's table, so a permission is written once. */
const signedInRoutes: RouteObject[] = Object.entries(webRoutes).map(([path, access]) =>
  path === '/'
    ? { index: true, element: <GuardedScreen path={path} access={access} /> }
    : { path, element: <GuardedScreen key={path} path={path} access={access} /> },
);

/** The one route table of the web app. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { path: paths.login.path, element: <LoginRoute /> },
      { path: paths.forgotPassword.path, element: <ForgotPasswordPage /> },
      { path: paths.resetPassword.path, element: <ResetPasswordPage /> },
      {
        element: <SignedInGate />,
        children: [...signedInRoutes, { path: '*', element: <NotFoundPage /> }],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
