import { apiRequest } from './api-client';

/** Fetches a file under the signed-in user's token and hands it to the browser (a plain link cannot carry the token). */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const res = await apiRequest('GET', path);
  const url = URL.createObjectURL(await res.blob());
  Object.assign(document.createElement('a'), { href: url, download: fileName }).click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
