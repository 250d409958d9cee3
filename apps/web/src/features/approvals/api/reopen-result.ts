import type { ReopenBody } from '@fieldops/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateResults } from './get-approvals';

/** POST /store_objective/reopen: the result goes back to the rep as Incomplete, with the comment. */
export const reopenResult = (body: ReopenBody): Promise<undefined> => api.post('/store_objective/reopen', body);

export const useReopenResult = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reopenResult, onSuccess: () => invalidateResults(queryClient) });
};
