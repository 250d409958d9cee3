import type { UserOption } from '@fieldops/contract';
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserSearch } from '../api/search-users';

interface RecipientUserFieldProps {
  value: UserOption | null;
  onChange: (value: UserOption | null) => void;
  error?: string;
}

/** The one user a message goes to, found by name or e-mail on the server. */
export function RecipientUserField({ value, onChange, error }: RecipientUserFieldProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const q = useDeferredValue(input);
  const search = useUserSearch(q, open);
  const label = t('inbox.fields.userID');

  return (
    <Autocomplete
      value={value}
      options={search.data ?? []}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      onChange={(_event, choice) => onChange(choice)}
      onInputChange={(_event, text, reason) => setInput(reason === 'input' ? text : '')}
      filterOptions={(list) => list}
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(a, b) => a.value === b.value}
      loading={search.isFetching}
      loadingText={t('shell.loading')}
      noOptionsText={t('inbox.noUserFound')}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props}>
          <Box>
            <Typography variant="body2">{option.label}</Typography>
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
          required
          error={Boolean(error)}
          helperText={error && error !== label ? error : t('inbox.searchUser')}
        />
      )}
    />
  );
}
