import { Outlet } from 'react-router';
import { ErrorDialogProvider } from '../components/error-dialog';
import { GlobalLoadingProvider } from '../components/loading-overlay';
import { NotifyProvider } from '../components/notification-bar';
import { SessionRenewal } from '../features/auth';
import { SessionProvider } from '../lib/session-context';

/**
 * The root route: global UI (overlay, error popup, notification bar) and the session, with what
 * asks to sign in again when it ends under someone. The loading
 * bar comes with server state (server-state.tsx), around the screens that read the server.
 */
export function RootLayout() {
  return (
    <GlobalLoadingProvider>
      <ErrorDialogProvider>
        <NotifyProvider>
          <SessionProvider>
            <Outlet />
            <SessionRenewal />
          </SessionProvider>
        </NotifyProvider>
      </ErrorDialogProvider>
    </GlobalLoadingProvider>
  );
}
