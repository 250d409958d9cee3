import { storeObjectiveSchema, type StoreObjective, type StoreObjectiveUpdate } from '@fieldops/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { StoreObjectiveRef } from './get-store-objective';
import { invalidateStoreObjectives, objectivesKey } from './get-objective';

export interface UpdateStoreObjectiveInput extends StoreObjectiveRef {
  body: StoreObjectiveUpdate;
}

/** PUT /store/{storeId}/objective/{objectiveId}: complete, approve, not completed or reopen. */
export const updateStoreObjective = ({ storeID, objectiveID, body }: UpdateStoreObjectiveInput): Promise<StoreObjective> =>
  api.put(`/store/${storeID}/objective/${objectiveID}`, body, storeObjectiveSchema);

/** Refreshes the result lists, counts and percentages once a result changes. */
export const useUpdateStoreObjective = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStoreObjective,
    onSuccess: () => Promise.all([invalidateStoreObjectives(queryClient), queryClient.invalidateQueries({ queryKey: objectivesKey })]),
  });
};
