import { storeObjectiveSchema, type StoreObjective } from '@fieldops/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface StoreObjectiveRef {
  storeID: number;
  objectiveID: number;
}

/** GET /store/{storeId}/objective/{objectiveId}: one store's result for one objective. */
export const getStoreObjective = ({ storeID, objectiveID }: StoreObjectiveRef): Promise<StoreObjective> =>
  api.get(`/store/${storeID}/objective/${objectiveID}`, storeObjectiveSchema);

export const useStoreObjective = (ref: StoreObjectiveRef | null) =>
  useQuery({
    queryKey: ['/store_objective', 'one', ref?.storeID, ref?.objectiveID],
    queryFn: () => getStoreObjective(ref!),
    enabled: ref !== null,
  });
