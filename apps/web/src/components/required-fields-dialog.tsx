import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { List, ListItem, ListItemText } from '@mui/material';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertDialog } from './alert-dialog';

interface RequiredFieldsDialogProps {
  open: boolean;
  /** Names of the missing fields, as the form labels them. */
  fields: readonly string[];
  onClose: () => void;
}

/** The 'Some fields are required!' alert, listing what is missing (spec 2 §5, spec 3 §5). */
export function RequiredFieldsDialog({ open, fields, onClose }: RequiredFieldsDialogProps) {
  const { t } = useTranslation();
  return (
    <AlertDialog
      open={open}
      onClose={onClose}
      icon={<WarningAmberIcon color="warning" aria-hidden />}
      title={t('masterData.someFieldsRequired')}
    >
      <List dense disablePadding sx={{ listStyleType: 'disc', pl: 2.5 }}>
        {fields.map((name) => (
          <ListItem key={name} disableGutters sx={{ display: 'list-item', py: 0 }}>
            <ListItemText primary={name} />
          </ListItem>
        ))}
      </List>
    </AlertDialog>
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
