import { storeObjectiveStatusInfoSchema } from '@fieldops/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toQueryString } from '../../../lib/download';

export interface StatusInfoFilter {
  status: string;
  regionID?: string;
  startDate?: string;
}

/** GET /store_objective/status/{status}: the status ('No found' for an unknown id) and its count. */
export const useStatusInfo = ({ status, regionID, startDate }: StatusInfoFilter) =>
  useQuery({
    queryKey: ['/store_objective/status', status, regionID, startDate],
    queryFn: () =>
      api.get(
        `/store_objective/status/${encodeURIComponent(status)}${toQueryString({ regionID, startDate })}`,
        storeObjectiveStatusInfoSchema,
      ),
  });
