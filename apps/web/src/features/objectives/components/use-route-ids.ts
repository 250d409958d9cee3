import { ALL_STATUSES } from '@fieldops/contract';
import { useParams } from 'react-router';
import { positiveId } from '../../../lib/route-id';

/** The status filter's All as routes and selects hold it (a string, like any route parameter). */
export const ALL_STATUS = String(ALL_STATUSES);

/** The objective id of the route, or null when it is not a positive integer. */
export function useObjectiveIdParam(): number | null {
  return positiveId(useParams().objectiveID);
}

/**
 * The status of the route (All when absent); an id that is not a status is kept as written so
 * the page can say 'No found'.
 */
export function useStatusParam(): string {
  return useParams().statusID ?? ALL_STATUS;
}

/** The region of /objective/status/{statusID}/{regionID}. */
export function useRegionParam(): number | null {
  return positiveId(useParams().regionID);
}
