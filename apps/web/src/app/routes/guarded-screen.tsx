import { canAccess, type Access } from '@fieldops/contract';
import { Suspense, useEffect } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useParams } from 'react-router';
import { LoadingLine } from '../../components/loading-line';
import { useCurrentUser } from '../../lib/session-context';
import { signedInScreens, startScreenData } from '../screens';
import { NotAllowedPage } from './not-allowed-page';
import { NotFoundPage } from './not-found-page';
import { ScreenError } from './screen-error';

interface GuardedScreenProps {
  path: string;
  access: Access;
}

/** One signed-in route: the not-allowed page for a role the table denies, else its screen (ScreenError if it fails). */
export function GuardedScreen({ path, access }: GuardedScreenProps) {
  const user = useCurrentUser();
  const params = useParams();
  const allowed = canAccess(access, user.role);
  // The screen's first read starts as the route opens, while the screen's code loads.
  useEffect(() => startScreenData(path, params, user), [path, params, user]);
  if (!allowed) return <NotAllowedPage />;
  const Screen = signedInScreens()[path];
  if (!Screen) return <NotFoundPage />;
  return (
    <ErrorBoundary FallbackComponent={ScreenError}>
      <Suspense fallback={<LoadingLine />}>
        <Screen />
      </Suspense>
    </ErrorBoundary>
  );
}
