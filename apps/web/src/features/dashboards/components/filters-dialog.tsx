import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { monthOptions, yearOptions } from '../../../components/form/month-options';
import { SelectField } from '../../../components/form/select-field';
import { NO_FILTER, type DashboardFilter } from '../model/period';
import { orgToday } from '../../../lib/org-today';

export interface FiltersDialogProps {
  open: boolean;
  value: DashboardFilter;
  onApply: (filter: DashboardFilter) => void;
  onClose: () => void;
}

/**
 * 'Filters' (spec 1 §2.3, §4): Month and Year (2018 to next year); APPLY sets them, CLEAR FILTER
 * removes them. The dashboards ask for the month only when both are chosen.
 */
export function FiltersDialog({ open, value, onApply, onClose }: FiltersDialogProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const [lastOpen, setLastOpen] = useState(open);
  if (open !== lastOpen) {
    setLastOpen(open);
    if (open) setDraft(value);
  }
  const years = yearOptions();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="dashboard-filters-title">
      <DialogTitle id="dashboard-filters-title">{t('dashboards.filters.title')}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr', pt: 1 }}>
          <SelectField
            size="small"
            label={t('dashboards.filters.month')}
            emptyLabel={t('dashboards.filters.any')}
            options={monthOptions()}
            value={draft.month}
            // A month picked without a year means this year's: both are then chosen, as the dashboards need.
            onChange={(month) => setDraft((d) => ({ month, year: month && !d.year ? orgToday().getFullYear() : d.year }))}
          />
          <SelectField
            size="small"
            label={t('dashboards.filters.year')}
            emptyLabel={t('dashboards.filters.any')}
            options={years}
            value={draft.year}
            onChange={(year) => setDraft((d) => ({ ...d, year }))}
          />
        </Box>
        {!draft.month !== !draft.year && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} data-testid="filters-both">
            {t('dashboards.filters.both')}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onApply(NO_FILTER)}>{t('dashboards.filters.clear')}</Button>
        <Button variant="contained" onClick={() => onApply(draft)}>
          {t('dashboards.filters.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
