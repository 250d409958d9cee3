import type { AlertColor } from '@mui/material';
import { createContext, Suspense, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { lazyExport } from '../lib/lazy-export';
import { PlainNotice } from './browser-dialogs';

/** The bar itself (MUI's Snackbar and Alert) loads with the first notice, not with the first screen. */
const NotificationBar = lazyExport(() => import('./notification-bar-view'), 'NotificationBar', PlainNotice);

export interface NotifyOptions {
  message: string;
  severity?: AlertColor;
  /** Where to go once the bar has closed (by its button or after NOTIFICATION_BAR_MS). */
  redirectTo?: string;
}

type Notify = (options: NotifyOptions) => void;

interface BarState extends NotifyOptions {
  key: number;
  open: boolean;
}

const NotifyContext = createContext<Notify | null>(null);

/** The bottom-right notification bar (spec 2.2). Must sit inside the router to redirect. */
export function NotifyProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [bar, setBar] = useState<BarState>({ key: 0, open: false, message: '' });
  const redirected = useRef(true);

  const notify = useCallback<Notify>((options) => {
    redirected.current = false;
    setBar((b) => ({ ...options, key: b.key + 1, open: true }));
  }, []);

  const close = () => {
    setBar((b) => ({ ...b, open: false }));
    if (bar.redirectTo && !redirected.current) {
      redirected.current = true;
      void navigate(bar.redirectTo);
    }
  };

  return (
    <NotifyContext.Provider value={notify}>
      {children}
      {bar.key > 0 && (
        <Suspense fallback={null}>
          <NotificationBar key={bar.key} open={bar.open} message={bar.message} severity={bar.severity} onClose={close} />
        </Suspense>
      )}
    </NotifyContext.Provider>
  );
}

export function useNotify(): Notify {
  const ctx = useContext(NotifyContext);
  if (!ctx) throw new Error('useNotify must be used inside NotifyProvider');
  return ctx;
}
