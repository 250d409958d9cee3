import { canAccess, type Access } from '@fieldops/contract';
import { LinearProgress } from '@mui/material';
import { Suspense } from 'react';
import { useCurrentUser } from '../../lib/session-context';
import { signedInScreens } from '../screens';
import { NotAllowedPage } from './not-allowed-page';
import { NotFoundPage } from './not-found-page';

interface GuardedScreenProps {
  path: string;
  access: Access;
}

/** One signed-in route: the not-allowed page for a role the table denies, else its screen. */
export function GuardedScreen({ path, access }: GuardedScreenProps) {
  const user = useCurrentUser();
  if (!canAccess(access, user.role)) return <NotAllowedPage />;
  const Screen = signedInScreens()[path];
  if (!Screen) return <NotFoundPage />;
  return (
    <Suspense fallback={<LinearProgress />}>
      <Screen />
    </Suspense>
  );
}
