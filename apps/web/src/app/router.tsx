import { webRoutes } from '@fieldops/contract';
import { Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { LoadingLine } from '../components/loading-line';
import { paths } from '../config/paths';
import { getToken } from '../lib/session';
import { RootLayout } from './root-layout';
import { GuardedScreen } from './routes/guarded-screen';
import { LoginRoute } from './routes/login-route';
import { NotFoundPage } from './routes/not-found-page';
import { SignedInGate } from './routes/signed-in-gate';
import { ForgotPasswordPage, preloadFirstScreen, ResetPasswordPage } from './screens';

/** Every signed-in route comes from the contract's table, so a permission is written once. */
const signedInRoutes: RouteObject[] = Object.entries(webRoutes).map(([path, access]) =>
  path === '/'
    ? { index: true, element: <GuardedScreen path={path} access={access} /> }
    : { path, element: <GuardedScreen key={path} path={path} access={access} /> },
);

/** A lazily loaded signed-out screen, with a progress bar while it comes. */
const loading = (screen: ReactNode) => <Suspense fallback={<LoadingLine />}>{screen}</Suspense>;

/** The one route table of the web app. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { path: paths.login.path, element: <LoginRoute /> },
      { path: paths.forgotPassword.path, element: loading(<ForgotPasswordPage />) },
      { path: paths.resetPassword.path, element: loading(<ResetPasswordPage />) },
      {
        element: <SignedInGate />,
        children: [...signedInRoutes, { path: '*', element: <NotFoundPage /> }],
      },
    ],
  },
];

preloadFirstScreen(getToken() !== null);
