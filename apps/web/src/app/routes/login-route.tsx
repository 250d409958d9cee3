import { Navigate } from 'react-router';
import { paths } from '../../config/paths';
import { LoginPage } from '../../features/auth';
import { useSession } from '../../lib/session-context';

/** /login: the login screen, or home for a user already signed in. */
export function LoginRoute() {
  const { status } = useSession();
  if (status === 'checking') return null;
  if (status === 'signedIn') return <Navigate to={paths.home.url()} replace />;
  return <LoginPage />;
}
