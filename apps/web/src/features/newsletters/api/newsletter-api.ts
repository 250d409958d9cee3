import { newsletterSchema, type Newsletter, type NewsletterBody } from '@fieldops/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation';

/** Query keys of the feature: the list (DataTable keys start with its endpoint) and one record. */
export const newsletterKeys = {
  all: ['/newsletter'] as const,
  detail: (id: number) => ['/newsletter', 'detail', id] as const,
};

/**
 * GET /newsletter/{id}?skipTracking=true: the admin's preview and edit form read the record
 * without counting a view (spec 3 §9).
 */
export const getNewsletter = (id: number): Promise<Newsletter> => api.get(`/newsletter/${id}?skipTracking=true`, newsletterSchema);

/** Read while `open` (its dialog shown): a closed dialog keeps the record it showed, not read again once deleted. */
export const useNewsletter = (id: number | null, open: boolean) =>
  useQuery({ queryKey: newsletterKeys.detail(id ?? 0), queryFn: () => getNewsletter(id!), enabled: open && id !== null });

export interface SaveNewsletterInput {
  /** Absent for a new record. */
  id?: number;
  body: NewsletterBody;
  /** The record's version the form was opened on (If-Match); absent to save whatever the version. */
  version?: string;
}

/** POST /newsletter or PUT /newsletter/{id}. */
export const saveNewsletter = ({ id, body, version }: SaveNewsletterInput): Promise<Newsletter> =>
  id ? api.put(`/newsletter/${id}`, body, newsletterSchema, { ifMatch: version }) : api.post('/newsletter', body, newsletterSchema);

/** DELETE /newsletter/{id}: the record goes with its PDF. */
export const deleteNewsletter = (id: number): Promise<undefined> => api.delete(`/newsletter/${id}`);

const useInvalidating = <I, O>(mutationFn: (input: I) => Promise<O>) => useInvalidatingMutation(mutationFn, newsletterKeys.all);

export const useSaveNewsletter = () => useInvalidating(saveNewsletter);
export const useDeleteNewsletter = () => useInvalidating(deleteNewsletter);
