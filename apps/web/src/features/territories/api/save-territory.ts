import { territorySchema, type Territory, type TerritoryBody } from '@fieldops/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** List and picker queries start with these endpoints; a manager change touches all three. */
export const territoryKeys = { territories: ['/territory'], users: ['/user'], stores: ['/store'] } as const;

export interface SaveTerritoryInput {
  /** Absent for a new territory. */
  id?: number;
  body: TerritoryBody;
  /** The territory's version the form was opened on (If-Match); absent to save whatever the version. */
  version?: string;
}

/**
 * POST /territory or PUT /territory/{id}. A manager who holds another territory answers 409
 * MANAGER_HAS_TERRITORY unless `confirmReassign` is set.
 */
export const saveTerritory = ({ id, body, version }: SaveTerritoryInput): Promise<Territory> =>
  id ? api.put(`/territory/${id}`, body, territorySchema, { ifMatch: version }) : api.post('/territory', body, territorySchema);

export const useSaveTerritory = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTerritory,
    onSuccess: () => Promise.all(Object.values(territoryKeys).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
};
