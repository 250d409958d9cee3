import {
  ADMIN_LISTS,
  districtSchema,
  lookupRowSchema,
  MAX_PAGE_SIZE,
  pagedEnvelope,
  winTypeRowSchema,
  type AdminListKey,
  type DistrictBody,
  type LookupBody,
} from '@fieldops/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, apiRequest } from '../../../lib/api-client';

/** One value of a list as the settings screen shows it; districts also carry their region. */
export interface ListValue {
  id: number;
  /** The value's version (contract record-version.ts): its rename form sends it back as If-Match. */
  version?: string;
  name: string;
  /** The name French readers see (null: the name); not for districts. */
  nameFr?: string | null;
  retired: boolean;
  region?: { id: number; name: string };
}

const retired = { retired: z.boolean().optional() };
const brandPage = pagedEnvelope(lookupRowSchema);
const lookupRows = z.array(lookupRowSchema);
const winTypeRows = z.array(winTypeRowSchema);
const districtRows = z.array(districtSchema.extend(retired));

/** GET {list}?all=1: the active and the retired values (an admin's read), active first, by name. */
async function fetchValues(kind: AdminListKey): Promise<ListValue[]> {
  const url = ADMIN_LISTS[kind];
  let values: ListValue[];
  if (kind === 'brand') {
    const page = await apiRequest(`${url}?all=1&perPage=${MAX_PAGE_SIZE}&sort=name`, { schema: brandPage, whole: true });
    values = page.data.map((r) => ({
      id: r.id,
      version: r.version,
      name: r.name,
      nameFr: r.nameFr ?? null,
      retired: Boolean(r.retired),
    }));
  } else if (kind === 'winType') {
    values = (await api.get(`${url}?all=1`, winTypeRows)).map((r) => ({
      id: r.id,
      version: r.version,
      name: r.label,
      nameFr: r.nameFr ?? null,
      retired: Boolean(r.retired),
    }));
  } else if (kind === 'district') {
    values = (await api.get(`${url}?all=1`, districtRows)).map((r) => ({
      id: r.id,
      version: r.version,
      name: r.name,
      retired: Boolean(r.retired),
      region: r.region,
    }));
  } else {
    values = (await api.get(`${url}?all=1`, lookupRows)).map((r) => ({
      id: r.id,
      version: r.version,
      name: r.name,
      nameFr: r.nameFr ?? null,
      retired: Boolean(r.retired),
    }));
  }
  return values.sort((a, b) => Number(a.retired) - Number(b.retired) || a.name.localeCompare(b.name));
}

/** The query keys of every list and picker start with the list's endpoint ('/brand'…). */
export const useListValues = (kind: AdminListKey) =>
  useQuery({ queryKey: [ADMIN_LISTS[kind], 'settings'], queryFn: () => fetchValues(kind) });

/** After a write, the settings list and every picker of that list (same first key) read again. */
const useInvalidate = () => {
  const queryClient = useQueryClient();
  return (kind: AdminListKey) => queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] === ADMIN_LISTS[kind] });
};

export interface SaveValueInput {
  kind: AdminListKey;
  /** Absent for a new value. */
  id?: number;
  body: LookupBody | DistrictBody;
  /** The value's version the form was opened on (If-Match); absent to save whatever the version. */
  version?: string;
}

/**
 * POST {list} or PUT {list}/{id}: add or rename (a district may also change region). A rename made
 * on an older version answers 409 CHANGED_SINCE.
 */
export const useSaveValue = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ kind, id, body, version }: SaveValueInput) =>
      id ? api.put(`${ADMIN_LISTS[kind]}/${id}`, body, undefined, { ifMatch: version }) : api.post(ADMIN_LISTS[kind], body),
    onSuccess: (_data, { kind }) => invalidate(kind),
  });
};

/** DELETE {list}/{id}: retires the value (it stays on old records, leaves the pickers). */
export const useRetireValue = () => {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: AdminListKey; id: number }) => api.delete(`${ADMIN_LISTS[kind]}/${id}`),
    onSuccess: (_data, { kind }) => invalidate(kind),
  });
};
