import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText } from '@mui/material';
import { useCallback, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface RequiredFieldsDialogProps {
  open: boolean;
  /** Names of the missing fields, as the form labels them. */
  fields: readonly string[];
  onClose: () => void;
}

/** The 'Some fields are required!' alert, listing what is missing (spec 2 §5, spec 3 §5). */
export function RequiredFieldsDialog({ open, fields, onClose }: RequiredFieldsDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <WarningAmberIcon color="warning" aria-hidden />
        {t('masterData.someFieldsRequired')}
      </DialogTitle>
      <DialogContent sx={{ pb: 0 }}>
        <List dense disablePadding sx={{ listStyleType: 'disc', pl: 2.5 }}>
          {fields.map((name) => (
            <ListItem key={name} disableGutters sx={{ display: 'list-item', py: 0 }}>
              <ListItemText primary={name} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          {t('shell.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** `showMissing(names)` opens the alert (nothing happens for an empty list); render `dialog`. */
export function useRequiredFieldsDialog(): { showMissing: (names: readonly string[]) => boolean; dialog: ReactNode } {
  const [state, setState] = useState<{ open: boolean; fields: readonly string[] }>({ open: false, fields: [] });
  const showMissing = useCallback((fields: readonly string[]) => {
    if (fields.length === 0) return false;
    setState({ open: true, fields });
    return true;
  }, []);
  const dialog = <RequiredFieldsDialog open={state.open} fields={state.fields} onClose={() => setState((s) => ({ ...s, open: false }))} />;
  return { showMissing, dialog };
}
