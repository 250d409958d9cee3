import { useEffect } from 'react';
import { useErrorDialog } from '../../../components/error-dialog';

/** Spec 1 §8: a dashboard that fails to load shows the error dialog with the error's text, once per failure. */
export function useErrorPopup(error: unknown): void {
  const { showError } = useErrorDialog();
  useEffect(() => {
    if (error) showError(error);
  }, [error, showError]);
}
