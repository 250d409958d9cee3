import { LoginPage } from '../../features/auth';
import { useSession } from '../../lib/session-context';
import { AppShell } from '../shell/app-shell';

/** Signed in: the app shell around the route. Signed out: the login screen, whatever the route. */
export function SignedInGate() {
  const { status } = useSession();
  if (status === 'checking') return null; // the loading overlay is up
  if (status === 'signedOut') return <LoginPage />;
  return <AppShell />;
}
