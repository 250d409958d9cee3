import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation';
import { contactKeys } from './contact-keys';

/** DELETE /contact/{id}. */
export const deleteContact = (id: number): Promise<undefined> => api.delete(`/contact/${id}`);

export const useDeleteContact = () => useInvalidatingMutation(deleteContact, contactKeys.all);
