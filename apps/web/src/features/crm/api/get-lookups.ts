import { contactSubscriptionSchema, lookupSchema, MAX_PAGE_SIZE, pagedEnvelope, type Lookup } from '@fieldops/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api, apiRequest } from '../../../lib/api-client';
import { contactKeys } from './contact-keys';

/** Lookups change rarely. */
const staleTime = 5 * 60_000;

/** GET /brand (paged; one page of the largest size holds them all), by name. */
export const useBrandOptions = () =>
  useQuery({
    queryKey: contactKeys.lookups('brand'),
    queryFn: async (): Promise<Lookup[]> =>
      (await apiRequest(`/brand?perPage=${MAX_PAGE_SIZE}&sort=name`, { schema: pagedEnvelope(lookupSchema), whole: true })).data,
    staleTime,
  });

/** GET /trade. */
export const useTradeOptions = () =>
  useQuery({ queryKey: contactKeys.lookups('trade'), queryFn: () => api.get('/trade', z.array(lookupSchema)), staleTime });

/** GET /contact_subscription: the newsletter types a contact may be e-mailed about. */
export const useSubscriptionOptions = () =>
  useQuery({
    queryKey: contactKeys.lookups('contact_subscription'),
    queryFn: () => api.get('/contact_subscription', z.array(contactSubscriptionSchema)),
    staleTime,
  });
