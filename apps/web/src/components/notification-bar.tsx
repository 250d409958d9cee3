import { Alert, Snackbar, type AlertColor } from '@mui/material';
import { NOTIFICATION_BAR_MS } from '@fieldops/contract';
import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { localizeText } from '../lib/localize';
import { toPlainText } from '../lib/sanitize';

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
      <NotificationBar key={bar.key} open={bar.open} message={bar.message} severity={bar.severity} onClose={close} />
    </NotifyContext.Provider>
  );
}

export function useNotify(): Notify {
  const ctx = useContext(NotifyContext);
  if (!ctx) throw new Error('useNotify must be used inside NotifyProvider');
  return ctx;
}

interface NotificationBarProps {
  open: boolean;
  message: string;
  severity?: AlertColor;
  onClose: () => void;
}

export function NotificationBar({ open, message, severity = 'success', onClose }: NotificationBarProps) {
  const { t } = useTranslation();
  return (
    <Snackbar
      open={open}
      autoHideDuration={NOTIFICATION_BAR_MS}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
    >
      <Alert severity={severity} variant="filled" onClose={onClose} closeText={t('shell.close')} sx={{ width: '100%' }}>
        {toPlainText(localizeText(message))}
      </Alert>
    </Snackbar>
  );
}
