import { lazy, Suspense } from 'react';
import { useSession } from '../../../lib/session-context';

// Loaded only when a session ends under someone: not part of any screen's first load.
const SignInAgainDialog = lazy(() => import('./sign-in-again-dialog').then((m) => ({ default: m.SignInAgainDialog })));

/** Asks the person whose session ended to sign in again, over the screen they were on. */
export function SessionRenewal() {
  const { expired, user } = useSession();
  if (!expired || !user) return null;
  return (
    <Suspense fallback={null}>
      <SignInAgainDialog />
    </Suspense>
  );
}
