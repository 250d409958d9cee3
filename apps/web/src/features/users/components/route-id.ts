/** The numeric id of a route parameter: null when absent, NaN when it is not a valid id. */
export function routeId(param: string | undefined): number | null {
  if (param === undefined) return null;
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : Number.NaN;
}
