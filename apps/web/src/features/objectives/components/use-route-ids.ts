import { useParams } from 'react-router';

const positive = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** The objective id of the route, or null when it is not a positive integer. */
export function useObjectiveIdParam(): number | null {
  return positive(useParams().objectiveID);
}

/**
 * The status of the route ('0' = All when absent); an id that is not 0–4 is kept as written so
 * the page can say 'No found'.
 */
export function useStatusParam(): string {
  return useParams().statusID ?? '0';
}

/** The region of /objective/status/{statusID}/{regionID}. */
export function useRegionParam(): number | null {
  return positive(useParams().regionID);
}
