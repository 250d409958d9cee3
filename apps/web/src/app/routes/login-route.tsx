import { Suspense } from 'react';
import { Navigate } from 'react-router';
import { LoadingLine } from '../../components/loading-line';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session-context';
import { LoginPage } from '../screens';

/** /login: the login screen, or home for a user already signed in. */
export function LoginRoute() {
  const { status } = useSession();
  if (status === 'checking') return null;
  if (status === 'signedIn') return <Navigate to={paths.home.url()} replace />;
  return (
    <Suspense fallback={<LoadingLine />}>
      <LoginPage />
    </Suspense>
  );
}
