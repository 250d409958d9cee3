import { Backdrop, CircularProgress } from '@mui/material';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface GlobalLoading {
  /** Raises the global load flag; call the returned function to lower it again. */
  startLoading: () => () => void;
  loading: boolean;
}

const GlobalLoadingContext = createContext<GlobalLoading | null>(null);

/** The global load flag (spec 2.2): while it is set, a full-screen overlay covers the app. */
export function GlobalLoadingProvider({ children }: { children: ReactNode }) {
  const [count, setCount] = useState(0);

  const startLoading = useCallback(() => {
    setCount((c) => c + 1);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      setCount((c) => Math.max(0, c - 1));
    };
  }, []);

  const value = useMemo(() => ({ startLoading, loading: count > 0 }), [startLoading, count]);

  return (
    <GlobalLoadingContext.Provider value={value}>
      {children}
      <LoadingOverlay open={count > 0} />
    </GlobalLoadingContext.Provider>
  );
}

export function useGlobalLoading(): GlobalLoading {
  const ctx = useContext(GlobalLoadingContext);
  if (!ctx) throw new Error('useGlobalLoading must be used inside GlobalLoadingProvider');
  return ctx;
}

/**
 * Unmounted once it has faded out (unmountOnExit): a hidden overlay would keep its spinner turning,
 * a style recalculation every frame on every screen for as long as the app is open.
 */
export function LoadingOverlay({ open }: { open: boolean }) {
  const { t } = useTranslation();
  return (
    <Backdrop open={open} unmountOnExit sx={{ zIndex: (theme) => theme.zIndex.modal + 1, color: 'common.white' }}>
      <CircularProgress color="inherit" aria-label={t('shell.loading')} />
    </Backdrop>
  );
}
