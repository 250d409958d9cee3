import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRepSearch } from '../api/search-reps';

export interface RepChoice {
  id: number;
  name: string;
  email?: string;
}

interface ManagerFieldProps {
  value: RepChoice | null;
  onChange: (value: RepChoice | null) => void;
  error?: string;
}

/** The territory's manager: a field sales rep found by name on the server, or none (Unassigned). */
export function ManagerField({ value, onChange, error }: ManagerFieldProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const q = useDeferredValue(input);
  const search = useRepSearch(q, open);
  const options: RepChoice[] = (search.data ?? []).map((o) => ({ id: o.value, name: o.label, email: o.email }));

  return (
    <Autocomplete
      value={value}
      options={options}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      onChange={(_event, choice) => onChange(choice)}
      onInputChange={(_event, text, reason) => setInput(reason === 'input' ? text : '')}
      filterOptions={(list) => list}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={search.isFetching}
      loadingText={t('shell.loading')}
      noOptionsText={t('masterData.territories.noRepFound')}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props}>
          <Box>
            <Typography variant="body2">{option.name}</Typography>
            <Typography variant="caption" color="text.secondary">
              {option.email}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('masterData.territories.fields.managerID')}
          placeholder={t('masterData.unassigned')}
          error={Boolean(error)}
          helperText={error ?? t('masterData.territories.searchRep')}
          InputLabelProps={{ ...params.InputLabelProps, shrink: true }}
        />
      )}
    />
  );
}
