import { userOptionSchema, type RoleId, type UserOption, type UserSearchScope } from '@fieldops/contract';
import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { api } from '../lib/api-client';
import { toQueryString } from '../lib/download';

/** Which users GET /user/search offers: of one role or several (`type`), of one district; of the caller's area, or of the calendars they read (`scope`). */
export interface UserSearch {
  type?: RoleId | readonly RoleId[];
  districtID?: number | null;
  scope?: UserSearchScope;
}

/** GET /user/search: the users whose name or e-mail matches `q`, by name, while `enabled`. */
export function useUserSearch(search: UserSearch, q: string, enabled: boolean) {
  const params = {
    type: [search.type ?? []].flat().join(',') || undefined,
    districtID: search.districtID ?? undefined,
    scope: search.scope,
    q: q.trim(),
  };
  return useQuery({
    queryKey: ['/user', 'search', params],
    queryFn: () => api.get(`/user/search${toQueryString(params)}`, z.array(userOptionSchema)),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export interface UserSearchFieldProps {
  value: UserOption | null;
  onChange: (value: UserOption | null) => void;
  search: UserSearch;
  label: string;
  noOptionsText: string;
  placeholder?: string;
  /** Shown under the field when there is no error. */
  helperText?: string;
  error?: string;
  required?: boolean;
  size?: 'small' | 'medium';
}

/**
 * One user picked from a server search (name and e-mail in each option), as the territory's
 * manager, a message's recipient or a calendar's rep are. Searches only while the list is open.
 */
export function UserSearchField({
  value,
  onChange,
  search,
  label,
  noOptionsText,
  placeholder,
  helperText,
  error,
  required,
  size,
}: UserSearchFieldProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const q = useDeferredValue(input);
  const found = useUserSearch(search, q, open);

  return (
    <Autocomplete
      value={value}
      options={found.data ?? []}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      onChange={(_event, choice) => onChange(choice)}
      onInputChange={(_event, text, reason) => setInput(reason === 'input' ? text : '')}
      // Enter in the open list picks the highlighted user and never sends the form around the field:
      // with none highlighted (the list was just typed into, or a search answered under the key and
      // replaced it) the form would be sent without its user, and say the user is missing.
      onKeyDown={(event) => {
        if (event.key === 'Enter' && open) event.preventDefault();
      }}
      filterOptions={(list) => list}
      getOptionLabel={(o) => o.label}
      // Keyed by the record: two users may share a name (MUI keys options by their label, and
      // React then left a wider search's namesakes in a narrower one's list).
      getOptionKey={(o) => o.value}
      isOptionEqualToValue={(a, b) => a.value === b.value}
      loading={found.isFetching}
      loadingText={t('shell.loading')}
      noOptionsText={noOptionsText}
      size={size}
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
          placeholder={placeholder}
          required={required}
          error={Boolean(error)}
          // An error that only repeats the label (the required-fields list) shows as the red state alone.
          helperText={error && error !== label ? error : helperText}
          InputLabelProps={{ ...params.InputLabelProps, shrink: true }}
        />
      )}
    />
  );
}
