import { apiRequest } from './api-client.ts';

/** Fetches a file with the session's bearer token (a plain link cannot carry it) and hands it to the browser. */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const res = await apiRequest('GET', path);
  const url = URL.createObjectURL(await res.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
