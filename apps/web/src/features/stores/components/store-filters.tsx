import { Paper } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/form';
import { useAreaOptions } from '../../../components/use-area-options';

export interface StoreFilterValues {
  regionID: number | null;
  districtID: number | null;
  territoryID: number | null;
}

interface StoreFiltersProps {
  value: StoreFilterValues;
  onChange: (value: StoreFilterValues) => void;
}

/**
 * Region → district → territory filters of the store list. Each list shows only the children of
 * the choice above it, and changing a choice clears the ones below.
 */
export function StoreFilters({ value, onChange }: StoreFiltersProps) {
  const { t } = useTranslation();
  const regions = useAreaOptions('region');
  const districts = useAreaOptions('district', { regionID: value.regionID });
  const territories = useAreaOptions('territory', { regionID: value.regionID, districtID: value.districtID });
  const sx = { minWidth: 180, flex: { xs: '1 1 100%', sm: '0 1 220px' } };

  return (
    <Paper component="section" aria-label={t('masterData.stores.filters.title')} sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', p: 2 }}>
      <SelectField
        size="small"
        sx={sx}
        label={t('masterData.stores.filters.region')}
        emptyLabel={t('masterData.stores.filters.allRegions')}
        options={regions.data ?? []}
        value={value.regionID}
        onChange={(regionID) => onChange({ regionID, districtID: null, territoryID: null })}
      />
      <SelectField
        size="small"
        sx={sx}
        label={t('masterData.stores.filters.district')}
        emptyLabel={t('masterData.stores.filters.allDistricts')}
        options={districts.data ?? []}
        value={value.districtID}
        onChange={(districtID) => onChange({ ...value, districtID, territoryID: null })}
      />
      <SelectField
        size="small"
        sx={sx}
        label={t('masterData.stores.filters.territory')}
        emptyLabel={t('masterData.stores.filters.allTerritories')}
        options={territories.data ?? []}
        value={value.territoryID}
        onChange={(territoryID) => onChange({ ...value, territoryID })}
      />
    </Paper>
  );
}
