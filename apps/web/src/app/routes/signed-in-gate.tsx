import { Suspense } from 'react';
import { LoadingLine } from '../../components/loading-line';
import { useSession } from '../../lib/session-context';
import { AppShell, LoginPage } from '../screens';

/** Signed in: the app shell around the route. Signed out: the login screen, whatever the route. */
export function SignedInGate() {
  const { status } = useSession();
  if (status === 'checking') return null; // the loading overlay is up
  return <Suspense fallback={<LoadingLine />}>{status === 'signedOut' ? <LoginPage /> : <AppShell />}</Suspense>;
}
