import type { FormField } from '@fieldops/contract';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EditIcon from '@mui/icons-material/Edit';
import { Box, FormControlLabel, FormHelperText, IconButton, Paper, Stack, Switch, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldPreview } from './field-preview';
import { Hint } from '../../../components/hint';

interface FieldCardProps {
  field: FormField;
  errors: string[];
  onEdit: () => void;
  onRemove: () => void;
  onRequired: (required: boolean) => void;
  /** Moves the field one place up or down; undefined at the top or bottom of the form. */
  onMoveUp?: () => void;
  onMoveDown?: () => void;
}

/**
 * One field of the form: drag handle (pointer and keyboard), label, type, preview and its actions.
 * Move up and Move down reorder it without dragging, for the keyboard and screen readers.
 */
export function FieldCard({ field, errors, onEdit, onRemove, onRequired, onMoveUp, onMoveDown }: FieldCardProps) {
  const { t } = useTranslation();
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);
  // A move button that was used keeps the focus, or hands it to the other one when its field has
  // reached the top or bottom (a disabled button would drop the focus on the page).
  const refocus = useRef<'up' | 'down' | null>(null);
  useEffect(() => {
    const used = refocus.current;
    if (!used) return;
    refocus.current = null;
    const keep = used === 'up' ? (onMoveUp ? upRef : downRef) : onMoveDown ? downRef : upRef;
    keep.current?.focus();
  });
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: field.ref,
    attributes: { roleDescription: t('formBuilder.reorder.sortableRole') },
  });
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
            <Hint title={t('formBuilder.moveUpHint')}>
              <span>
                <IconButton
                  ref={upRef}
                  size="small"
                  disabled={!onMoveUp}
                  onClick={() => {
                    refocus.current = 'up';
                    onMoveUp?.();
                  }}
                  aria-label={t('formBuilder.moveUp', { label })}
                >
                  <ArrowUpwardIcon fontSize="small" />
                </IconButton>
              </span>
            </Hint>
            <Hint title={t('formBuilder.moveDownHint')}>
              <span>
                <IconButton
                  ref={downRef}
                  size="small"
                  disabled={!onMoveDown}
                  onClick={() => {
                    refocus.current = 'down';
                    onMoveDown?.();
                  }}
                  aria-label={t('formBuilder.moveDown', { label })}
                >
                  <ArrowDownwardIcon fontSize="small" />
                </IconButton>
              </span>
            </Hint>
            <Hint title={t('formBuilder.settings')}>
              <IconButton size="small" onClick={onEdit} aria-label={t('formBuilder.edit', { label })}>
                <EditIcon fontSize="small" />
              </IconButton>
            </Hint>
            <IconButton size="small" onClick={onRemove} aria-label={t('formBuilder.remove', { label })}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Stack>
          {field.type !== 'section' && (
            <FormControlLabel
              sx={{ mr: 0 }}
              control={
                <Switch
                  size="small"
                  checked={field.required}
                  onChange={(e) => onRequired(e.target.checked)}
                  // Each card has one: its name tells which field it makes required.
                  slotProps={{ input: { 'aria-label': t('formBuilder.requiredField', { label }) } }}
                />
              }
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
