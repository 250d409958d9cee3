import { contactImportResultSchema, type ContactImportResult } from '@fieldops/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { contactKeys } from './contact-keys';

/** POST /contact/import: the rows of a BULK LIST file, keyed by the template's columns, in file order. */
export const importContacts = (rows: Record<string, string>[]): Promise<ContactImportResult> =>
  api.post('/contact/import', { rows }, contactImportResultSchema);

export const useImportContacts = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: importContacts, onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.all }) });
};
