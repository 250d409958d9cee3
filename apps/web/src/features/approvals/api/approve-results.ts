import { approveItemResultSchema, type ApproveBody, type ApproveItemResult } from '@fieldops/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { invalidateResults } from './get-approvals';

const approveAnswerSchema = z.array(approveItemResultSchema);

/** POST /store_objective/approve: one answer per item, in the order sent. */
export const approveResults = (body: ApproveBody): Promise<ApproveItemResult[]> =>
  api.post('/store_objective/approve', body, approveAnswerSchema);

export const useApproveResults = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: approveResults, onSettled: () => invalidateResults(queryClient) });
};
