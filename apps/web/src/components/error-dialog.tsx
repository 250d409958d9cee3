import { createContext, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { lazyExport } from '../lib/lazy-export';
import { BrowserAlert } from './browser-dialogs';
import { ApiError, errorMessage } from '../lib/api-client';

/** The popup itself (MUI's Dialog, Modal, focus trap) loads with the first error, not with the first screen. */
const ErrorDialog = lazyExport(() => import('./error-dialog-view'), 'ErrorDialog', BrowserAlert);

interface ErrorDialogApi {
  /** Opens the error popup with a text, or the message of a thrown error. */
  showError: (error: unknown, title?: string) => void;
}

interface ErrorState {
  open: boolean;
  title?: string;
  message: string;
}

const ErrorDialogContext = createContext<ErrorDialogApi | null>(null);

export function ErrorDialogProvider({ children }: { children: ReactNode }) {
  // The text is kept after closing so the dialog does not go blank while it fades out.
  const [error, setError] = useState<ErrorState>({ open: false, message: '' });
  const [shown, setShown] = useState(false);

  const showError = useCallback((value: unknown, title?: string) => {
    // An expired session is handled once, by the session (sign in again over the screen, or leave to the login screen).
    if (value instanceof ApiError && value.status === 401) return;
    const message = typeof value === 'string' ? value : errorMessage(value);
    setError({ open: true, title, message });
    setShown(true);
  }, []);

  const api = useMemo(() => ({ showError }), [showError]);

  return (
    <ErrorDialogContext.Provider value={api}>
      {children}
      {shown && (
        <Suspense fallback={null}>
          <ErrorDialog
            open={error.open}
            title={error.title}
            message={error.message}
            onClose={() => setError((e) => ({ ...e, open: false }))}
          />
        </Suspense>
      )}
    </ErrorDialogContext.Provider>
  );
}

export function useErrorDialog(): ErrorDialogApi {
  const ctx = useContext(ErrorDialogContext);
  if (!ctx) throw new Error('useErrorDialog must be used inside ErrorDialogProvider');
  return ctx;
}
