import type { FormField } from '@fieldops/contract';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DeleteIcon from '@mui/icons-material/Delete';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EditIcon from '@mui/icons-material/Edit';
import { Box, FormControlLabel, FormHelperText, IconButton, Paper, Stack, Switch, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FieldPreview } from './field-preview';

interface FieldCardProps {
  field: FormField;
  errors: string[];
  onEdit: () => void;
  onRemove: () => void;
  onRequired: (required: boolean) => void;
}

/** One field of the form: drag handle (pointer and keyboard), label, type, preview and its actions. */
export function FieldCard({ field, errors, onEdit, onRemove, onRequired }: FieldCardProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: field.ref });
  const typeName = t(`formBuilder.palette.${field.type}`, { defaultValue: t('formBuilder.invalidInput') });
  const label = field.label || typeName;
  return (
    <Paper
      ref={setNodeRef}
      variant="outlined"
      data-testid="form-field"
      data-ref={field.ref}
      sx={{
        p: 1.5,
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.5 : 1,
        borderColor: errors.length > 0 ? 'error.main' : undefined,
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <IconButton
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          size="small"
          aria-label={t('formBuilder.move', { label })}
          sx={{ cursor: 'grab', touchAction: 'none' }}
        >
          <DragIndicatorIcon fontSize="small" />
        </IconButton>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography data-testid="field-label" sx={{ fontWeight: field.type === 'section' ? 700 : 500, overflowWrap: 'anywhere' }}>
            {field.label}
            {field.required && ' *'}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t('formBuilder.type', { type: typeName })}
          </Typography>
        </Box>
        <Stack sx={{ alignItems: 'flex-end' }}>
          <Stack direction="row">
            <Tooltip title={t('formBuilder.settings')}>
              <IconButton size="small" onClick={onEdit} aria-label={t('formBuilder.edit', { label })}>
                <EditIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <IconButton size="small" onClick={onRemove} aria-label={t('formBuilder.remove', { label })}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Stack>
          {field.type !== 'section' && (
            <FormControlLabel
              sx={{ mr: 0 }}
              control={<Switch size="small" checked={field.required} onChange={(e) => onRequired(e.target.checked)} />}
              label={<Typography variant="caption">{t('formBuilder.required')}</Typography>}
              labelPlacement="start"
            />
          )}
        </Stack>
      </Stack>
      {/* Below the header, so the preview has the card's whole width on a phone too. */}
      <Box sx={{ mt: 1, pl: { sm: 5 } }}>
        <FieldPreview field={field} />
        {errors.map((e) => (
          <FormHelperText key={e} error>
            {e}
          </FormHelperText>
        ))}
      </Box>
    </Paper>
  );
}
