import { NOTIFICATION_BAR_MS } from '@fieldops/contract';
import { Box } from '@mui/material';
import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { localizeText } from '../lib/localize';
import { toPlainText } from '../lib/sanitize';
import type { ConfirmDialogProps } from './confirm-dialog';

/**
 * What stands in for the app's dialogs and notification bar when their code cannot be loaded
 * (lazyExport's `unavailable`): the browser's own confirm and alert, and a plain notice. The
 * question is still asked and the error still said, and the screen stays as it was.
 */

/** Runs `show` each time `open` becomes true (once per opening, not per render). */
function useOnOpen(open: boolean, show: () => void) {
  const onOpen = useEffectEvent(show);
  useEffect(() => {
    if (open) onOpen();
  }, [open]);
}

/** The confirm dialog as the browser's `confirm`: OK confirms, Cancel cancels. */
export function BrowserConfirm({ open, title, text, onConfirm, onCancel }: ConfirmDialogProps): null {
  const { t } = useTranslation();
  useOnOpen(open, () => (window.confirm(`${title}\n\n${text ?? t('common.cannotRevert')}`) ? onConfirm() : onCancel()));
  return null;
}

/** The error popup as the browser's `alert`. */
export function BrowserAlert({ open, title, message, onClose }: { open: boolean; title?: string; message: string; onClose: () => void }) {
  const { t } = useTranslation();
  useOnOpen(open, () => {
    window.alert(`${title ?? t('shell.errorTitle')}\n\n${toPlainText(localizeText(message))}`);
    onClose();
  });
  return null;
}

/** The notification bar as a plain notice at the bottom right, closed after the bar's time (its redirect then follows). */
export function PlainNotice({ open, message, onClose }: { open: boolean; message: string; onClose: () => void }) {
  const close = useEffectEvent(onClose);
  useEffect(() => {
    if (!open) return;
    const timer = window.setTimeout(() => close(), NOTIFICATION_BAR_MS);
    return () => window.clearTimeout(timer);
  }, [open]);
  if (!open) return null;
  return (
    <Box
      role="status"
      sx={{
        position: 'fixed',
        right: 16,
        bottom: 16,
        zIndex: 1400,
        maxWidth: 'calc(100vw - 32px)',
        p: 2,
        borderRadius: 1,
        bgcolor: 'text.primary',
        color: 'background.paper',
      }}
    >
      {toPlainText(localizeText(message))}
    </Box>
  );
}
