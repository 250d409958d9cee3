import { APPROVAL_QUEUE_PAGE_SIZE, approvalQueueItemSchema, pagedEnvelope, type Paged, type StoreObjective } from '@fieldops/contract';
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateFigures } from '../../../lib/invalidate-figures';

/** Results waiting for approval on one page of the queue. */
export const APPROVALS_PER_PAGE = APPROVAL_QUEUE_PAGE_SIZE;

/**
 * Query keys of the queue. They start with '/store_objective' like the objectives' result lists, so
 * a result saved elsewhere (the result dialog) refreshes the queue too, and the other way round.
 */
export const approvalsKeys = {
  all: ['/store_objective', 'approvals'] as const,
  page: (page: number) => [...approvalsKeys.all, { page, perPage: APPROVALS_PER_PAGE }] as const,
};

const approvalPageSchema = pagedEnvelope(approvalQueueItemSchema);

/** GET /store_objective/approvals: the Completed results of the caller's area, oldest completion first. */
export const getApprovals = (page: number): Promise<Paged<StoreObjective>> =>
  api.get(`/store_objective/approvals?page=${page}&perPage=${APPROVALS_PER_PAGE}`, approvalPageSchema, { whole: true });

export const approvalsQueryOptions = (page: number) =>
  queryOptions({ queryKey: approvalsKeys.page(page), queryFn: () => getApprovals(page), placeholderData: keepPreviousData });

export const useApprovals = (page: number) => useQuery(approvalsQueryOptions(page));

/** After an approval or a reopen: the queue, every result list and count, the objectives' percentages and the dashboards. */
export const invalidateResults = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({
      predicate: ({ queryKey: [first] }) => typeof first === 'string' && (first.startsWith('/store_objective') || first === '/objective'),
    }),
    invalidateFigures(queryClient),
  ]);
