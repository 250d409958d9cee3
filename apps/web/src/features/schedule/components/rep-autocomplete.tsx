import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useScheduleRepSearch } from '../api/get-schedule';

export interface RepChoice {
  id: number;
  name: string;
  email?: string;
}

interface RepAutocompleteProps {
  value: RepChoice | null;
  onChange: (value: RepChoice | null) => void;
  /** Only the reps of this district are offered. */
  districtID: number | null;
  label: string;
  placeholder?: string;
  error?: string;
  size?: 'small' | 'medium';
}

/** A field sales rep found by name on the server (GET /user/search?type=4), of the caller's area. */
export function RepAutocomplete({ value, onChange, districtID, label, placeholder, error, size }: RepAutocompleteProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const q = useDeferredValue(input);
  const search = useScheduleRepSearch(districtID, q, open);
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
      noOptionsText={t('schedule.noRepFound')}
      size={size}
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
          label={label}
          placeholder={placeholder}
          error={Boolean(error)}
          helperText={error}
          InputLabelProps={{ ...params.InputLabelProps, shrink: true }}
        />
      )}
    />
  );
}
