import type { NamedRef } from '@fieldops/contract';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Button, Checkbox, Collapse, FormControlLabel, IconButton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

interface RegionStoreGroupProps {
  region: NamedRef;
  /** The region's stores that match the search (all of them without one). */
  stores: NamedRef[];
  /** Whether a search is active: Add all and Remove all then act on `stores` only, and say how many. */
  searching: boolean;
  /** How many stores the region has in all, and how many of them are selected. */
  total: number;
  selectedCount: number;
  isSelected: (id: number) => boolean;
  expanded: boolean;
  onToggleExpanded: () => void;
  onToggleStore: (id: number) => void;
  onAddRegion: () => void;
  onRemoveRegion: () => void;
  disabled?: boolean;
}

/**
 * One region of the store selector: add or remove all its stores (with a search, all those it
 * shows), or pick them one by one.
 */
export function RegionStoreGroup(props: RegionStoreGroupProps) {
  const { t } = useTranslation();
  const { region, stores, searching, total, selectedCount, expanded, disabled } = props;
  const shownSelected = searching ? stores.filter((s) => props.isSelected(s.id)).length : selectedCount;
  const shownTotal = searching ? stores.length : total;
  const texts = searching
    ? {
        add: t('storeSelector.addShown', { count: shownTotal }),
        remove: t('storeSelector.removeShown', { count: shownTotal }),
        addName: t('storeSelector.addShownRegion', { count: shownTotal, region: region.name }),
        removeName: t('storeSelector.removeShownRegion', { count: shownTotal, region: region.name }),
      }
    : {
        add: t('storeSelector.add'),
        remove: t('storeSelector.remove'),
        addName: t('storeSelector.addRegion', { region: region.name }),
        removeName: t('storeSelector.removeRegion', { region: region.name }),
      };
  return (
    <Box component="li" sx={{ listStyle: 'none', borderBottom: 1, borderColor: 'divider', py: 0.5 }} data-testid="store-region">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <IconButton
          size="small"
          onClick={props.onToggleExpanded}
          aria-expanded={expanded}
          aria-label={t('storeSelector.showStores', { region: region.name })}
        >
          {expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        </IconButton>
        <Typography variant="body2" sx={{ fontWeight: 600, flex: '1 1 120px' }}>
          {region.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t('storeSelector.regionCount', { selected: selectedCount, total })}
        </Typography>
        <Button size="small" onClick={props.onAddRegion} disabled={disabled || shownSelected === shownTotal} aria-label={texts.addName}>
          {texts.add}
        </Button>
        <Button
          size="small"
          color="inherit"
          onClick={props.onRemoveRegion}
          disabled={disabled || shownSelected === 0}
          aria-label={texts.removeName}
        >
          {texts.remove}
        </Button>
      </Box>
      <Collapse in={expanded} unmountOnExit>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' }, pl: { xs: 1, sm: 5 } }}>
          {stores.map((store) => (
            <FormControlLabel
              key={store.id}
              label={<Typography variant="body2">{store.name}</Typography>}
              control={
                <Checkbox
                  size="small"
                  checked={props.isSelected(store.id)}
                  onChange={() => props.onToggleStore(store.id)}
                  disabled={disabled}
                />
              }
            />
          ))}
        </Box>
      </Collapse>
    </Box>
  );
}
