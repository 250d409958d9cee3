import { pagedEnvelope, WIN_PAGE_SIZE, winSchema, winTypeSchema, type Paged, type Win, type WinBody } from '@fieldops/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api, apiRequest } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation';

/** Query keys of the feature: every page of the feed starts with `all`. */
export const winKeys = {
  all: ['/win'] as const,
  page: (page: number) => ['/win', 'page', page] as const,
  types: ['/win_types'] as const,
};

/** GET /win?page=n: one page of the feed, newest first. */
export const getWinPage = (page: number): Promise<Paged<Win>> =>
  apiRequest(`/win?page=${page}&perPage=${WIN_PAGE_SIZE}`, { schema: pagedEnvelope(winSchema), whole: true });

export const winPageQueryOptions = (page: number) =>
  queryOptions({ queryKey: winKeys.page(page), queryFn: () => getWinPage(page), placeholderData: keepPreviousData });

export const useWinPage = (page: number) => useQuery(winPageQueryOptions(page));

/** GET /win_types: the win types with their labels. */
export const useWinTypes = () =>
  useQuery({
    queryKey: winKeys.types,
    queryFn: () => api.get('/win_types', z.array(winTypeSchema)),
    staleTime: 5 * 60_000,
    select: (types) => types.map((t) => ({ value: t.id, label: t.label })),
  });

export interface SaveWinInput {
  /** Absent for a new win. */
  id?: number;
  body: WinBody;
  /** The win's version the form was opened on (If-Match); absent to save whatever the version. */
  version?: string;
}

/** POST /win or PUT /win/{id}. */
export const saveWin = ({ id, body, version }: SaveWinInput): Promise<Win> =>
  id ? api.put(`/win/${id}`, body, winSchema, { ifMatch: version }) : api.post('/win', body, winSchema);

/** DELETE /win/{id}: the win goes with its photo. */
export const deleteWin = (id: number): Promise<undefined> => api.delete(`/win/${id}`);

/** POST /win/{id}/approve: answers the win, approved (spec 3 §4). */
export const approveWin = (id: number): Promise<Win> => api.post(`/win/${id}/approve`, undefined, winSchema);

const useInvalidating = <I, O>(mutationFn: (input: I) => Promise<O>) => useInvalidatingMutation(mutationFn, winKeys.all);

export const useSaveWin = () => useInvalidating(saveWin);
export const useDeleteWin = () => useInvalidating(deleteWin);
export const useApproveWin = () => useInvalidating(approveWin);
