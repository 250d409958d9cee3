import type { Pair } from '@fieldops/contract';
import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface SearchMultiSelectProps {
  label: string;
  value: Pair[];
  onChange: (value: Pair[]) => void;
  /** Asks the server for matches of what was typed. */
  search: (q: string) => Promise<Pair[]>;
  /** Distinguishes the cache of two pickers. */
  queryKey: string;
}

/** Several records picked by typing part of their name (users, stores of the filter dialog). */
export function SearchMultiSelect({ label, value, onChange, search, queryKey }: SearchMultiSelectProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const q = useDeferredValue(input.trim());
  const options = useQuery({ queryKey: [queryKey, 'search', q], queryFn: () => search(q), staleTime: 30_000 });
  return (
    <Autocomplete
      multiple
      size="small"
      options={options.data ?? []}
      loading={options.isFetching}
      value={value}
      onChange={(_e, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_e, next) => setInput(next)}
      filterOptions={(o) => o}
      isOptionEqualToValue={(a, b) => a.value === b.value}
      getOptionLabel={(o) => o.label}
      // By the record, not its name: two users or stores may share one (see UserSearchField).
      getOptionKey={(o) => o.value}
      renderInput={(params) => <TextField {...params} label={label} placeholder={t('objectives.filter.typeToSearch')} />}
    />
  );
}
