import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, IconButton } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { monthOptions, SelectField, yearOptions } from '../../../components/form';
import { Hint } from '../../../components/hint';

export interface MonthValue {
  year: number;
  month: number;
}

interface MonthFilterProps {
  value: MonthValue;
  onChange: (value: MonthValue) => void;
}

/**
 * The month/year filter of a newsletter page (spec 3 §2, §4): previous and next arrows that stop at
 * January and December (no year rollover), and month and year dropdowns (2018 to next year).
 */
export function MonthFilter({ value, onChange }: MonthFilterProps) {
  const { t } = useTranslation();
  const step = (by: number) => onChange({ ...value, month: value.month + by });
  return (
    // One line on a phone too: the dropdowns narrow rather than push 'Next month' under them.
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Hint title={t('newsletters.previousMonth')}>
        <span>
          <IconButton aria-label={t('newsletters.previousMonth')} disabled={value.month <= 1} onClick={() => step(-1)}>
            <ChevronLeftIcon />
          </IconButton>
        </span>
      </Hint>
      <SelectField
        size="small"
        label={t('newsletters.fields.month')}
        options={monthOptions()}
        value={value.month}
        onChange={(month) => month && onChange({ ...value, month })}
        sx={{ flex: '0 1 160px', minWidth: 0 }}
      />
      <SelectField
        size="small"
        label={t('newsletters.fields.year')}
        options={yearOptions()}
        value={value.year}
        onChange={(year) => year && onChange({ ...value, year })}
        sx={{ flex: '0 1 110px', minWidth: 88 }}
      />
      <Hint title={t('newsletters.nextMonth')}>
        <span>
          <IconButton aria-label={t('newsletters.nextMonth')} disabled={value.month >= 12} onClick={() => step(1)}>
            <ChevronRightIcon />
          </IconButton>
        </span>
      </Hint>
    </Box>
  );
}
