import GridViewIcon from '@mui/icons-material/GridView';
import ViewListIcon from '@mui/icons-material/ViewList';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslation } from 'react-i18next';

export type ViewMode = 'list' | 'gallery';

/** The list / gallery switch of By Store and of an objective's view. */
export function ViewModeToggle({ value, onChange }: { value: ViewMode; onChange: (mode: ViewMode) => void }) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup size="small" exclusive value={value} onChange={(_e, mode: ViewMode | null) => mode && onChange(mode)}>
      <ToggleButton value="list" aria-label={t('objectives.view.list')}>
        <ViewListIcon fontSize="small" sx={{ mr: 0.5 }} />
        {t('objectives.view.list')}
      </ToggleButton>
      <ToggleButton value="gallery" aria-label={t('objectives.view.gallery')}>
        <GridViewIcon fontSize="small" sx={{ mr: 0.5 }} />
        {t('objectives.view.gallery')}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
