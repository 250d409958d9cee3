/** A route parameter read as an id: a positive integer, else null (absent, or not an id). */
export function positiveId(value: string | undefined): number | null {
  const id = Number(value);
  return value !== undefined && Number.isInteger(id) && id > 0 ? id : null;
}
