import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation';
import { storesKey } from './get-store';

/** DELETE /store/{id}: the store leaves the lists (its history stays on the server). */
export const deleteStore = (id: number): Promise<undefined> => api.delete(`/store/${id}`);

export const useDeleteStore = () => useInvalidatingMutation(deleteStore, storesKey);
