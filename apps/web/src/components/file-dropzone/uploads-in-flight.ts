import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorDialog } from '../error-dialog';

/**
 * The files being sent by the dropzones on screen (useFileUploads), by upload. A file reaches its
 * form's value only once sent: a form saved before then would leave it out and say 'saved'.
 */
const inFlight = new Set<string>();

export const startUpload = (key: string) => void inFlight.add(key);
export const endUpload = (key: string) => void inFlight.delete(key);

/**
 * Wraps a form's save: while a file is still being sent, the save is refused with words (`say`, the
 * error dialog by default) and nothing is lost, the file goes on and the form stays as it is;
 * otherwise it saves. `(event)` handlers have the browser's own submit prevented either way.
 */
export function useWaitForUploads(say?: (message: string) => void) {
  const { t } = useTranslation();
  const { showError } = useErrorDialog();
  const tell = say ?? showError;
  return useCallback(
    <A extends unknown[]>(save: (...args: A) => unknown) =>
      (...args: A): void => {
        if (inFlight.size === 0) {
          void save(...args);
          return;
        }
        const [event] = args;
        if (event && typeof event === 'object' && 'preventDefault' in event && typeof event.preventDefault === 'function')
          event.preventDefault();
        tell(t('files.stillUploading'));
      },
    [tell, t],
  );
}
