import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../lib/api-client';
import { localizeText } from '../lib/localize';
import { toPlainText } from '../lib/sanitize';

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

  const showError = useCallback((value: unknown, title?: string) => {
    // An expired session is handled once, by the session (login screen and a notice).
    if (value instanceof ApiError && value.status === 401) return;
    const message = typeof value === 'string' ? value : errorMessage(value);
    setError({ open: true, title, message });
  }, []);

  const api = useMemo(() => ({ showError }), [showError]);

  return (
    <ErrorDialogContext.Provider value={api}>
      {children}
      <ErrorDialog open={error.open} title={error.title} message={error.message} onClose={() => setError((e) => ({ ...e, open: false }))} />
    </ErrorDialogContext.Provider>
  );
}

export function useErrorDialog(): ErrorDialogApi {
  const ctx = useContext(ErrorDialogContext);
  if (!ctx) throw new Error('useErrorDialog must be used inside ErrorDialogProvider');
  return ctx;
}

interface ErrorDialogProps {
  open: boolean;
  title?: string;
  message: string;
  onClose: () => void;
}

/** The error popup. Server text is sanitised to plain text and rendered as text, never as HTML. */
export function ErrorDialog({ open, title, message, onClose }: ErrorDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="error-dialog-title" aria-describedby="error-dialog-text">
      <DialogTitle id="error-dialog-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <ErrorOutlineIcon color="error" aria-hidden />
        {title ?? t('shell.errorTitle')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="error-dialog-text" component={Box} sx={{ whiteSpace: 'pre-line' }}>
          {toPlainText(localizeText(message))}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {t('shell.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
