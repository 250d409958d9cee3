import { pagedEnvelope, quicklinkSchema, type Paged, type Quicklink, type QuicklinkBody } from '@fieldops/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation';

/** Every quicklink query starts with the endpoint (the DataTable's list too). */
export const quicklinkKeys = {
  all: ['/quicklink'] as const,
  one: (id: number) => ['/quicklink', id] as const,
  first: (count: number) => ['/quicklink', 'first', count] as const,
};

export const getQuicklink = (id: number): Promise<Quicklink> => api.get(`/quicklink/${id}`, quicklinkSchema);

export const quicklinkQueryOptions = (id: number) => queryOptions({ queryKey: quicklinkKeys.one(id), queryFn: () => getQuicklink(id) });

export const useQuicklink = (id: number | null) => useQuery({ ...quicklinkQueryOptions(id ?? 0), enabled: id !== null });

/** The first `count` quicklinks by name (home page; asked for as its route opens). */
export const firstQuicklinksQueryOptions = (count: number) =>
  queryOptions({
    queryKey: quicklinkKeys.first(count),
    queryFn: () =>
      apiRequest<Paged<Quicklink>>(`/quicklink?perPage=${count}&sort=name`, { schema: pagedEnvelope(quicklinkSchema), whole: true }),
  });

export const useQuicklinkList = (count: number) => useQuery(firstQuicklinksQueryOptions(count));

export interface SaveQuicklinkInput {
  /** Absent for a new quicklink. */
  id?: number;
  body: QuicklinkBody;
  /** The quicklink's version the form was opened on (If-Match); absent to save whatever the version. */
  version?: string;
}

/** POST /quicklink or PUT /quicklink/{id}; 422 with `errors` per field. */
export const saveQuicklink = ({ id, body, version }: SaveQuicklinkInput): Promise<Quicklink> =>
  id ? api.put(`/quicklink/${id}`, body, quicklinkSchema, { ifMatch: version }) : api.post('/quicklink', body, quicklinkSchema);

export const useSaveQuicklink = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveQuicklink, onSuccess: () => queryClient.invalidateQueries({ queryKey: quicklinkKeys.all }) });
};

export const deleteQuicklink = (id: number): Promise<undefined> => api.delete(`/quicklink/${id}`);

export const useDeleteQuicklink = () => useInvalidatingMutation(deleteQuicklink, quicklinkKeys.all);
