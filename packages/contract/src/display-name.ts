/** 'Firstname Lastname', trimmed, as the top bar shows it. */
export function displayName(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`.trim();
}
