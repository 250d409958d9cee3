import { contactSchema, type Contact, type ContactBody } from '@fieldops/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contactKeys } from './contact-keys';

export interface SaveContactInput {
  /** Absent for a new contact. */
  id?: number;
  body: ContactBody;
  /** The contact's version the form was opened on (If-Match); absent to save whatever the version. */
  version?: string;
}

/** POST /contact or PUT /contact/{id}; a taken e-mail answers 409 with `errors.email`. */
export const saveContact = ({ id, body, version }: SaveContactInput): Promise<Contact> =>
  id ? api.put(`/contact/${id}`, body, contactSchema, { ifMatch: version }) : api.post('/contact', body, contactSchema);

export const useSaveContact = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveContact, onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.all }) });
};
