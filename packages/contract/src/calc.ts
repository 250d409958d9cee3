/** Pure calculations shared by the server, the web app and the tests. */

/** Completed / total × 100, truncated; 0 when there is nothing to complete (spec 1 §9). */
export function percentComplete(completed: number, total: number): number {
  if (total <= 0) return 0;
  return Math.trunc((completed / total) * 100);
}

/** 'Firstname Lastname', trimmed, as the top bar shows it. */
export function displayName(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`.trim();
}

/** Filter years from 2018 to `last`, inclusive. */
export function yearRange(first: number, last: number): number[] {
  const years: number[] = [];
  for (let y = first; y <= last; y += 1) years.push(y);
  return years;
}
