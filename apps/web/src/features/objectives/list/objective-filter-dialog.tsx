import { Autocomplete, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField, monthOptions, SelectField, yearOptions } from '../../../components/form';
import { useAreaOptions } from '../../../components/use-area-options';
import { useBrands, useObjectiveStatuses } from '../api/get-lookups';
import { searchStores, searchUsers } from '../api/search-options';
import { SearchMultiSelect } from '../components/search-multi-select';
import { ALL_STATUS } from '../components/use-route-ids';
import { DEFAULT_OBJECTIVE_FILTER, type ObjectiveFilterValues } from './objective-filter-values';

interface ObjectiveFilterDialogProps {
  open: boolean;
  value: ObjectiveFilterValues;
  onApply: (value: ObjectiveFilterValues) => void;
  onClose: () => void;
}

/** The objective list's filter dialog; the years run from 2018 to next year (DESIGN §4). */
export function ObjectiveFilterDialog({ open, value, onApply, onClose }: ObjectiveFilterDialogProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const [lastOpen, setLastOpen] = useState(open);
  if (open !== lastOpen) {
    setLastOpen(open);
    if (open) setDraft(value);
  }
  const regions = useAreaOptions('region');
  const brands = useBrands();
  const statuses = useObjectiveStatuses();
  const set = (patch: Partial<ObjectiveFilterValues>) => setDraft((d) => ({ ...d, ...patch }));
  const F = (key: 'regions' | 'users' | 'stores' | 'status' | 'fromDate' | 'toDate' | 'brand' | 'month' | 'year') =>
    t(`objectives.filter.${key}`);
  const regionOptions = regions.data ?? [];
  const years = yearOptions();

  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="objective-filter-title">
      <DialogTitle id="objective-filter-title">{t('objectives.filter.title')}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
          <Autocomplete
            multiple
            size="small"
            sx={{ gridColumn: '1 / -1' }}
            options={regionOptions.map((o) => o.value)}
            getOptionLabel={(id) => regionOptions.find((o) => o.value === id)?.label ?? String(id)}
            value={draft.regions}
            onChange={(_e, regionIds) => set({ regions: regionIds })}
            renderInput={(params) => <TextField {...params} label={F('regions')} />}
          />
          <SearchMultiSelect
            label={F('users')}
            value={draft.users}
            onChange={(users) => set({ users })}
            search={searchUsers}
            queryKey="/user"
          />
          <SearchMultiSelect
            label={F('stores')}
            value={draft.stores}
            onChange={(stores) => set({ stores })}
            search={searchStores}
            queryKey="/store"
          />
          <TextField select size="small" label={F('status')} value={draft.status} onChange={(e) => set({ status: e.target.value })}>
            <MenuItem value={ALL_STATUS}>{t('objectives.filter.all')}</MenuItem>
            {(statuses.data ?? []).map((s) => (
              <MenuItem key={s.id} value={String(s.id)}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
          <SelectField
            size="small"
            label={F('brand')}
            emptyLabel={t('objectives.filter.allBrands')}
            options={(brands.data ?? []).map((b) => ({ value: b.id, label: b.name }))}
            value={draft.brandID}
            onChange={(brandID) => set({ brandID })}
          />
          <DateField size="small" label={F('fromDate')} value={draft.fromDate} onChange={(fromDate) => set({ fromDate })} />
          <DateField size="small" label={F('toDate')} value={draft.toDate} onChange={(toDate) => set({ toDate })} />
          <SelectField
            size="small"
            label={F('month')}
            emptyLabel={t('objectives.filter.any')}
            options={monthOptions()}
            value={draft.input_month}
            onChange={(input_month) => set({ input_month })}
          />
          <SelectField
            size="small"
            label={F('year')}
            emptyLabel={t('objectives.filter.any')}
            options={years}
            value={draft.input_year}
            onChange={(input_year) => set({ input_year })}
          />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setDraft(DEFAULT_OBJECTIVE_FILTER)}>{t('objectives.filter.reset')}</Button>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={() => onApply(draft)}>
          {t('objectives.filter.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
