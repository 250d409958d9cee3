import { Box, Button, Paper } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { monthOptions, SelectField, type SelectOption, yearOptions } from '../../../components/form';
import { useAreaOptions } from '../../../components/use-area-options';
import { useTerritoryStores } from '../api/get-territory-stores';
import type { ByStoreFilterState } from './use-by-store-filter';

const byName = (options: SelectOption[] | undefined) => [...(options ?? [])].sort((a, b) => a.label.localeCompare(b.label));

/**
 * All Regions → All Districts → All Territories → All Stores, Month, Year; each list holds only
 * the children of the choice above it, by name. Filter and Reset wait for a region.
 */
export function ByStoreFilters({ filter }: { filter: ByStoreFilterState }) {
  const { t } = useTranslation();
  const { draft } = filter;
  const regions = useAreaOptions('region');
  const districts = useAreaOptions(draft.regionID ? 'district' : null, { regionID: draft.regionID });
  const territories = useAreaOptions(draft.districtID ? 'territory' : null, { regionID: draft.regionID, districtID: draft.districtID });
  const stores = useTerritoryStores(draft.territoryID);
  const L = (key: 'region' | 'district' | 'territory' | 'store' | 'month' | 'year') => t(`objectives.byStorePage.${key}`);
  const sx = { flex: { xs: '1 1 100%', sm: '1 1 180px' }, minWidth: 0 };

  return (
    <Paper
      component="section"
      aria-label={t('objectives.byStorePage.title')}
      sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', p: 2, alignItems: 'center' }}
    >
      <SelectField
        size="small"
        sx={sx}
        label={L('region')}
        emptyLabel={t('objectives.byStorePage.allRegions')}
        options={byName(regions.data)}
        value={draft.regionID}
        onChange={filter.setRegion}
      />
      <SelectField
        size="small"
        sx={sx}
        label={L('district')}
        emptyLabel={t('objectives.byStorePage.allDistricts')}
        options={draft.regionID ? byName(districts.data) : []}
        value={draft.districtID}
        onChange={filter.setDistrict}
      />
      <SelectField
        size="small"
        sx={sx}
        label={L('territory')}
        emptyLabel={t('objectives.byStorePage.allTerritories')}
        options={draft.districtID ? byName(territories.data) : []}
        value={draft.territoryID}
        onChange={filter.setTerritory}
      />
      <SelectField
        size="small"
        sx={sx}
        label={L('store')}
        emptyLabel={t('objectives.byStorePage.allStores')}
        options={draft.territoryID ? (stores.data ?? []) : []}
        value={draft.storeID}
        onChange={filter.setStore}
      />
      <SelectField
        size="small"
        sx={{ ...sx, flexBasis: { xs: 'calc(50% - 6px)', sm: '130px' } }}
        label={L('month')}
        emptyLabel=""
        options={monthOptions()}
        value={draft.month}
        onChange={filter.setMonth}
      />
      <SelectField
        size="small"
        sx={{ ...sx, flexBasis: { xs: 'calc(50% - 6px)', sm: '100px' } }}
        label={L('year')}
        emptyLabel=""
        options={yearOptions()}
        value={draft.year}
        onChange={filter.setYear}
      />
      <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
        <Button variant="contained" onClick={filter.apply} disabled={!draft.regionID}>
          {t('objectives.byStorePage.filter')}
        </Button>
        <Button onClick={filter.reset} disabled={!draft.regionID}>
          {t('objectives.byStorePage.reset')}
        </Button>
      </Box>
    </Paper>
  );
}
