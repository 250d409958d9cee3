import { PAGE_SIZE, pagedEnvelope, type Paged } from '@fieldops/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SortingState } from '@tanstack/react-table';
import { useDeferredValue, useState } from 'react';
import type { ZodType } from 'zod';
import { apiRequest } from '../../lib/api-client';
import { toQueryString } from '../../lib/download';

export type ListFilters = Record<string, string | number | undefined | null>;

export interface ListState {
  page: number;
  perPage: number;
  q: string;
  sorting: SortingState;
}

/** `sort=field` or `sort=-field` from the table's sorting state. */
export const sortParam = (sorting: SortingState) => (sorting[0] ? `${sorting[0].desc ? '-' : ''}${sorting[0].id}` : undefined);

export function listQueryString(state: ListState, filters: ListFilters, extra: ListFilters = {}) {
  return toQueryString({ ...filters, q: state.q.trim() || undefined, sort: sortParam(state.sorting), ...extra });
}

/**
 * Paging, sorting and search state of a server-side list, and the query that loads the page.
 * Changing the search, sort, page size or filters goes back to page 1.
 */
export function useListQuery<T>(endpoint: string, rowSchema: ZodType<T>, filters: ListFilters, initialSort: SortingState = []) {
  const [state, setState] = useState<ListState>({ page: 1, perPage: PAGE_SIZE, q: '', sorting: initialSort });
  const filtersKey = JSON.stringify(filters);
  const [lastFiltersKey, setLastFiltersKey] = useState(filtersKey);
  if (filtersKey !== lastFiltersKey) {
    setLastFiltersKey(filtersKey);
    setState((s) => ({ ...s, page: 1 }));
  }
  const q = useDeferredValue(state.q);
  const query = useQuery({
    queryKey: [endpoint, 'list', filters, { ...state, q }],
    queryFn: () =>
      apiRequest<Paged<T>>(`${endpoint}${listQueryString({ ...state, q }, filters, { page: state.page, perPage: state.perPage })}`, {
        schema: pagedEnvelope(rowSchema) as unknown as ZodType<Paged<T>>,
        whole: true,
      }),
    placeholderData: keepPreviousData,
  });
  const update = (patch: Partial<ListState>) => setState((s) => ({ ...s, page: 1, ...patch }));
  return { state, query, update, setPage: (page: number) => setState((s) => ({ ...s, page })) };
}
