import { storeSchema, type Store, type StoreBody } from '@fieldops/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { storesKey } from './get-store';

export interface SaveStoreInput {
  /** Absent for a new store. */
  id?: number;
  body: StoreBody;
  /** The store's version the form was opened on (If-Match); absent to save whatever the version. */
  version?: string;
}

/** POST /store or PUT /store/{id}; 422 with `errors` per field when the body is refused. */
export const saveStore = ({ id, body, version }: SaveStoreInput): Promise<Store> =>
  id ? api.put(`/store/${id}`, body, storeSchema, { ifMatch: version }) : api.post('/store', body, storeSchema);

export const useSaveStore = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveStore, onSuccess: () => queryClient.invalidateQueries({ queryKey: storesKey }) });
};
