import type { FormFieldType } from '@fieldops/contract';
import { useDraggable } from '@dnd-kit/core';
import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PALETTE_TYPES } from './new-field';

/** The id of a palette item while dragged, told apart from the fields' refs. */
export const PALETTE_PREFIX = 'palette:';

function PaletteItem({ type, onAdd }: { type: FormFieldType; onAdd: (type: FormFieldType) => void }) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: `${PALETTE_PREFIX}${type}` });
  const label = t(`formBuilder.palette.${type}`);
  // Enter and Space add the component (a click): the keyboard drag belongs to the fields' handles.
  const { onKeyDown: _keyboardDrag, ...pointerListeners } = listeners ?? {};
  // Nor do the drag's screen-reader instructions: this button adds by Enter, it is not lifted.
  const { 'aria-roledescription': _role, 'aria-describedby': _instructions, ...buttonAttributes } = attributes;
  return (
    <Button
      ref={setNodeRef}
      {...buttonAttributes}
      {...pointerListeners}
      variant="outlined"
      onClick={() => onAdd(type)}
      aria-label={t('formBuilder.add', { label })}
      sx={{ justifyContent: 'flex-start', opacity: isDragging ? 0.5 : 1, touchAction: 'none' }}
    >
      {label}
    </Button>
  );
}

/** The 'Components' palette: click a component to append it, or drag it into the form. */
export function ComponentsPalette({ onAdd }: { onAdd: (type: FormFieldType) => void }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1} component="section" aria-labelledby="form-builder-components">
      <Typography id="form-builder-components" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        {t('formBuilder.components')}
      </Typography>
      <Stack sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr 1fr', md: '1fr' } }}>
        {PALETTE_TYPES.map((type) => (
          <PaletteItem key={type} type={type} onAdd={onAdd} />
        ))}
      </Stack>
    </Stack>
  );
}
