import { MAX_PAGE_SIZE, pagedEnvelope, storeSchema } from '@fieldops/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { SelectOption } from '../../../components/form';

/** GET /store?territoryID=: the stores of one territory, by name, as picker choices. */
export const useTerritoryStores = (territoryID: number | null) =>
  useQuery({
    queryKey: ['/store', 'options', territoryID],
    queryFn: async (): Promise<SelectOption[]> => {
      const page = await apiRequest(`/store?territoryID=${territoryID}&perPage=${MAX_PAGE_SIZE}&sort=name`, {
        schema: pagedEnvelope(storeSchema),
        whole: true,
      });
      return page.data.map((s) => ({ value: s.id, label: s.name })).sort((a, b) => a.label.localeCompare(b.label));
    },
    enabled: territoryID !== null,
    staleTime: 60_000,
  });
