import { objectiveDates, type ObjectiveBody, type ObjectiveInput } from '@fieldops/contract';
import { Box, Typography } from '@mui/material';
import { getDaysInMonth } from 'date-fns';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { monthOptions, SelectField, yearOptions } from '../../../components/form';
import { formatDay } from '../../../lib/format';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Month, year and due day, kept in the form as one `dueDate`. Start is the 1st and end the last
 * day of that month (spec 2 §5); a day past the end of a shorter month moves to its last day.
 */
export function DueDateFields({ control }: { control: Control<ObjectiveBody, unknown, ObjectiveInput> }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'dueDate' });
  const [year, month, dueDay] = String(field.value).split('-').map(Number);
  const daysInMonth = getDaysInMonth(new Date(year, month - 1, 1));
  const set = (y: number, m: number, d: number) =>
    field.onChange(`${y}-${pad(m)}-${pad(Math.min(d, getDaysInMonth(new Date(y, m - 1, 1))))}`);
  const dates = fieldState.error ? null : objectiveDates(field.value);
  const days = Array.from({ length: daysInMonth }, (_, i) => ({ value: i + 1, label: String(i + 1) }));

  return (
    <Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 1fr 1fr' } }}>
        <SelectField
          label={t('objectives.form.month')}
          options={monthOptions()}
          value={month}
          onChange={(m) => m && set(year, m, dueDay)}
          sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
        />
        <SelectField label={t('objectives.form.year')} options={yearOptions()} value={year} onChange={(y) => y && set(y, month, dueDay)} />
        <SelectField
          label={t('objectives.form.dueDay')}
          options={days}
          value={dueDay}
          onChange={(d) => d && set(year, month, d)}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        />
      </Box>
      {dates && (
        <Typography variant="caption" color="text.secondary" data-testid="objective-dates">
          {t('objectives.form.dates', { start: formatDay(dates.startDate), end: formatDay(dates.endDate), due: formatDay(dates.dueDate) })}
        </Typography>
      )}
    </Box>
  );
}
