import { playbookSchema, type Playbook } from '@fieldops/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/download';

/** Every playbook query starts with the endpoint (the list's too): one invalidation covers them all. */
export const playbookKeys = {
  all: ['/playbook'] as const,
  form: (id: number) => ['/playbook', id, 'form'] as const,
};

/**
 * GET /playbook/{id}. Reading counts one view per user and day; `skipTracking` (the admin's form)
 * reads without counting.
 */
export const getPlaybook = (id: number, options: { skipTracking?: boolean } = {}): Promise<Playbook> =>
  api.get(`/playbook/${id}${toQueryString({ skipTracking: options.skipTracking ? 'true' : undefined })}`, playbookSchema);

/** The playbook an edit form starts from, read without counting a view. */
export const playbookFormQueryOptions = (id: number) =>
  queryOptions({ queryKey: playbookKeys.form(id), queryFn: () => getPlaybook(id, { skipTracking: true }), staleTime: 0 });

export const usePlaybookForForm = (id: number | null) => useQuery({ ...playbookFormQueryOptions(id ?? 0), enabled: id !== null });
