import type { StoreRegion } from '@fieldops/contract';
import SearchIcon from '@mui/icons-material/Search';
import { Alert, Box, Button, FormHelperText, InputAdornment, Paper, TextField, Typography } from '@mui/material';
import { useDeferredValue, useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-client';
import { foldText } from '../../lib/fold-text';
import { LoadingLine } from '../loading-line';
import { applyToStores, regionGroups } from './region-selection';
import { RegionStoreGroup } from './region-store-group';
import { useStoreRegions } from './use-store-regions';

/** The ids of `ids` that no region of `regions` lists. */
const notListed = (regions: StoreRegion[], ids: number[]) => {
  const listed = new Set(regions.flatMap((region) => region.stores.map((store) => store.id)));
  return ids.filter((id) => !listed.has(id));
};

export interface StoreSelectorProps {
  /** Selected store ids. */
  value: number[];
  onChange: (ids: number[]) => void;
  label?: string;
  error?: string;
  disabled?: boolean;
  /**
   * Whether selected stores that are not listed (deleted since they were assigned: only live
   * stores are offered) may stay: an objective being edited keeps them with their results, and
   * says so; anything else (a copy, a playbook) cannot name them, and drops them once the list is in.
   */
  keepsUnlisted?: boolean;
}

/**
 * Stores grouped by region (GET /store/regions): add or remove a whole region (with a search, its
 * stores that match it), pick single stores, search by name; shows how many are selected. Shared
 * by objectives and playbooks.
 */
export function StoreSelector({ value, onChange, label, error, disabled, keepsUnlisted = false }: StoreSelectorProps) {
  const { t } = useTranslation();
  const regions = useStoreRegions();
  const [search, setSearch] = useState('');
  const q = useDeferredValue(foldText(search.trim()));
  const [expanded, setExpanded] = useState<Set<number>>(new Set());
  const selected = useMemo(() => new Set(value), [value]);

  // Selected stores the list does not offer: deleted since they were assigned. Told from the list
  // as it is now, read again when the one kept from before misses some: a store created since it
  // was kept would otherwise pass for a deleted one.
  const [openedAt] = useState(() => Date.now());
  const current = regions.data && regions.dataUpdatedAt >= openedAt ? regions.data : undefined;
  const unlisted = useMemo(() => (current ? notListed(current, value) : []), [current, value]);
  const missesKept = !current && regions.data !== undefined && notListed(regions.data, value).length > 0;
  const { refetch } = regions;
  useEffect(() => {
    if (missesKept) void refetch();
  }, [missesKept, refetch]);
  const dropUnlisted = () => onChange(value.filter((id) => !unlisted.includes(id)));
  const dropUnlistedNow = useEffectEvent(dropUnlisted);
  useEffect(() => {
    if (!keepsUnlisted && unlisted.length > 0) dropUnlistedNow();
  }, [keepsUnlisted, unlisted]);

  const toggleStore = (id: number) => onChange(applyToStores(value, [{ id }], !selected.has(id)));
  const toggleExpanded = (id: number) =>
    setExpanded((e) => {
      const next = new Set(e);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const groups = regionGroups(regions.data ?? [], q);

  return (
    <Paper
      variant="outlined"
      sx={{ p: 1.5, borderColor: error ? 'error.main' : undefined }}
      role="group"
      aria-label={label ?? t('storeSelector.label')}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="subtitle2" sx={{ flex: '1 1 auto' }}>
          {label ?? t('storeSelector.label')}
        </Typography>
        <Typography variant="body2" color="primary" data-testid="store-selected-count">
          {t('storeSelector.selected', { count: value.length })}
        </Typography>
        <TextField
          size="small"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('storeSelector.search')}
          sx={{ flex: { xs: '1 1 100%', sm: '0 1 240px' } }}
          slotProps={{
            htmlInput: { 'aria-label': t('storeSelector.search') },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      {keepsUnlisted && unlisted.length > 0 && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }} data-testid="store-selector-unlisted">
          <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 auto' }}>
            {t('storeSelector.unlisted', { count: unlisted.length })}
          </Typography>
          <Button size="small" onClick={dropUnlisted} disabled={disabled}>
            {t('storeSelector.removeUnlisted', { count: unlisted.length })}
          </Button>
        </Box>
      )}
      {regions.isPending && <LoadingLine />}
      {regions.isError && <Alert severity="error">{errorMessage(regions.error)}</Alert>}
      {q && groups.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('storeSelector.noMatch')}
        </Typography>
      )}
      <Box component="ul" sx={{ m: 0, p: 0, maxHeight: 420, overflowY: 'auto' }}>
        {groups.map(({ region, shown }) => (
          <RegionStoreGroup
            key={region.id}
            region={region}
            stores={shown}
            searching={Boolean(q)}
            total={region.stores.length}
            selectedCount={region.stores.filter((s) => selected.has(s.id)).length}
            isSelected={(id) => selected.has(id)}
            expanded={expanded.has(region.id) || Boolean(q)}
            onToggleExpanded={() => toggleExpanded(region.id)}
            onToggleStore={toggleStore}
            // The stores shown, not the region's: a search's hidden stores stay as they are.
            onAddRegion={() => onChange(applyToStores(value, shown, true))}
            onRemoveRegion={() => onChange(applyToStores(value, shown, false))}
            disabled={disabled}
          />
        ))}
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Paper>
  );
}
