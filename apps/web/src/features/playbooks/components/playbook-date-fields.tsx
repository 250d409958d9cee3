import type { PlaybookBody, PlaybookInput } from '@fieldops/contract';
import { Box } from '@mui/material';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { monthOptions, SelectField, yearOptions } from '../../../components/form';

const pad = (n: number) => String(n).padStart(2, '0');

/** Month and Year (2018 to next year), kept in the form as one `date`; its day stays as it is (spec 3 §5). */
export function PlaybookDateFields({ control, disabled }: { control: Control<PlaybookBody, unknown, PlaybookInput>; disabled?: boolean }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'date' });
  const [year, month, day] = String(field.value).split('-').map(Number);
  // Days 1 to 28 exist in every month; the server keeps the month only.
  const set = (y: number, m: number) => field.onChange(`${y}-${pad(m)}-${pad(Math.min(day || 1, 28))}`);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
      <SelectField
        label={t('playbooks.fields.month')}
        options={monthOptions()}
        value={month}
        onChange={(m) => m && set(year, m)}
        inputRef={field.ref}
        disabled={disabled}
      />
      <SelectField
        label={t('playbooks.fields.year')}
        options={yearOptions()}
        value={year}
        onChange={(y) => y && set(y, month)}
        error={Boolean(fieldState.error)}
        helperText={fieldState.error?.message}
        disabled={disabled}
      />
    </Box>
  );
}
