import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation';
import { territoryKeys } from './save-territory';

/** DELETE /territory/{id}: 409 while the territory still has active stores. */
export const deleteTerritory = (id: number): Promise<undefined> => api.delete(`/territory/${id}`);

export const useDeleteTerritory = () => useInvalidatingMutation(deleteTerritory, ...Object.values(territoryKeys));
