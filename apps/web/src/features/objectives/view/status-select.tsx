import { MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useObjectiveStatuses } from '../api/get-lookups';
import { ALL_STATUS } from '../components/use-route-ids';

/** The status filter of the store results: All or one status; an unknown id shows 'No found'. */
export function StatusSelect({ value, onChange }: { value: string; onChange: (status: string) => void }) {
  const { t } = useTranslation();
  const query = useObjectiveStatuses();
  const statuses = query.data ?? [];
  const listed = value === ALL_STATUS || statuses.some((s) => String(s.id) === value);
  return (
    <TextField
      select
      size="small"
      fullWidth={false}
      label={t('objectives.view.status')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 200 }}
    >
      <MenuItem value={ALL_STATUS}>{t('objectives.view.all')}</MenuItem>
      {statuses.map((s) => (
        <MenuItem key={s.id} value={String(s.id)}>
          {s.name}
        </MenuItem>
      ))}
      {!listed && <MenuItem value={value}>{query.data ? t('objectives.statusNotFound') : ''}</MenuItem>}
    </TextField>
  );
}
