import { Button, Dialog, DialogActions, DialogContent, DialogTitle, dialogClasses } from '@mui/material';
import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface AlertDialogProps {
  open: boolean;
  /** The coloured icon before the title (aria-hidden). */
  icon: ReactNode;
  title: ReactNode;
  /** What the dialog says under its title, read as its description. */
  children?: ReactNode;
  onClose: () => void;
}

/**
 * The frame of the app's one-button popups (the error, the missing fields, a save that succeeded):
 * an icon and a title naming the dialog, its text, and OK, which has the focus, so Enter or Space
 * closes it. A form's library focuses the first missing field once the alert is open (react-hook-form,
 * a moment after its submit); the dialog's focus trap then takes the focus back to the dialog
 * itself, where it would stay: it is handed on to OK.
 */
export function AlertDialog({ open, icon, title, children, onClose }: AlertDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const ok = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      onFocus={(event) => {
        if (event.target instanceof HTMLElement && event.target.classList.contains(dialogClasses.container)) ok.current?.focus();
      }}
      maxWidth="xs"
      fullWidth
      aria-labelledby={`${id}-title`}
      aria-describedby={children ? `${id}-text` : undefined}
    >
      <DialogTitle id={`${id}-title`} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {icon}
        {title}
      </DialogTitle>
      {children && <DialogContent id={`${id}-text`}>{children}</DialogContent>}
      <DialogActions>
        <Button ref={ok} onClick={onClose} variant="contained" autoFocus>
          {t('shell.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
