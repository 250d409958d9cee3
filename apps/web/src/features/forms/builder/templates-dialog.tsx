import type { FormField } from '@fieldops/contract';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorDialog } from '../../../components/error-dialog';
import { LoadingLine } from '../../../components/loading-line';
import { useConfirm } from '../../../components/use-confirm';
import { getTemplate, useDeleteTemplate, useTemplates } from '../api/form-builder-api';

interface TemplatesDialogProps {
  open: boolean;
  onClose: () => void;
  /** The chosen template's fields, as saved. */
  onUse: (fields: FormField[]) => void;
}

/** 'My Templates List (n)': the templates by name, 'Use this template', Delete and Cancel. */
export function TemplatesDialog({ open, onClose, onUse }: TemplatesDialogProps) {
  const { t } = useTranslation();
  const templates = useTemplates();
  const remove = useDeleteTemplate();
  const { confirm, dialog } = useConfirm();
  const { showError } = useErrorDialog();
  const [loading, setLoading] = useState<number | null>(null);
  const rows = templates.data ?? [];

  const use = async (id: number) => {
    setLoading(id);
    try {
      onUse((await getTemplate(id)).fields);
    } catch (error) {
      showError(error);
    } finally {
      setLoading(null);
    }
  };
  const del = async (id: number, name: string) => {
    if (!(await confirm({ title: t('formBuilder.removeTemplate', { name }) }))) return;
    remove.mutate(id, { onError: (error) => showError(error) });
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="templates-title">
      <DialogTitle id="templates-title">{t('formBuilder.myTemplates', { count: rows.length })}</DialogTitle>
      <DialogContent dividers>
        {templates.isPending && <LoadingLine />}
        {templates.isError && <Typography color="error">{t('formBuilder.loadError')}</Typography>}
        {templates.isSuccess && rows.length === 0 && <Typography color="text.secondary">{t('formBuilder.noTemplates')}</Typography>}
        <List dense>
          {rows.map((row) => (
            <ListItem
              key={row.id}
              divider
              secondaryAction={
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Button
                    size="small"
                    onClick={() => void use(row.id)}
                    disabled={loading !== null}
                    aria-label={t('common.labelValue', { label: t('formBuilder.useTemplate'), value: row.name })}
                  >
                    {t('formBuilder.useTemplate')}
                  </Button>
                  <IconButton
                    size="small"
                    onClick={() => void del(row.id, row.name)}
                    aria-label={t('common.labelValue', { label: t('formBuilder.deleteTemplate'), value: row.name })}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Stack>
              }
              sx={{ pr: 22 }}
            >
              <ListItemText primary={row.name} secondary={t('formBuilder.fieldCount', { count: row.fieldCount })} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('formBuilder.cancel')}</Button>
      </DialogActions>
      {dialog}
    </Dialog>
  );
}
