import { Outlet } from 'react-router';
import { ErrorDialogProvider } from '../components/error-dialog';
import { LoadingBar } from '../components/loading-bar';
import { GlobalLoadingProvider } from '../components/loading-overlay';
import { NotifyProvider } from '../components/notification-bar';
import { SessionProvider } from '../lib/session-context';

/** The root route: global UI (overlay, loading bar, error popup, notification bar) and the session. */
export function RootLayout() {
  return (
    <GlobalLoadingProvider>
      <ErrorDialogProvider>
        <NotifyProvider>
          <SessionProvider>
            <LoadingBar />
            <Outlet />
          </SessionProvider>
        </NotifyProvider>
      </ErrorDialogProvider>
    </GlobalLoadingProvider>
  );
}
