import { apiDownload } from './api-client';

/** Downloads a file the API produces (a CSV export), signed in, under the given name. */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const url = URL.createObjectURL(await apiDownload(path));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** `?a=1&b=x` from the defined values of a record, or '' when there are none. */
export function toQueryString(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
