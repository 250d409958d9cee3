import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import { Box, IconButton } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Hint } from './hint';

interface RowActionsProps {
  /** Names the row in the buttons' accessible names ('Edit Brampton South'). */
  name: string;
  onEdit?: () => void;
  onDelete?: () => void;
  /** More icon buttons, placed between edit and delete. */
  children?: ReactNode;
}

/** The Actions cell of a list: edit and delete icons. */
export function RowActions({ name, onEdit, onDelete, children }: RowActionsProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', gap: 0.5, whiteSpace: 'nowrap' }}>
      {onEdit && (
        <Hint title={t('masterData.edit')}>
          <IconButton size="small" aria-label={t('masterData.editItem', { name })} onClick={onEdit}>
            <EditIcon fontSize="small" />
          </IconButton>
        </Hint>
      )}
      {children}
      {onDelete && (
        <Hint title={t('masterData.delete')}>
          <IconButton size="small" color="error" aria-label={t('masterData.deleteItem', { name })} onClick={onDelete}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Hint>
      )}
    </Box>
  );
}
