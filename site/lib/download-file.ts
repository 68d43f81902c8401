import { apiRequest } from './api-client.ts';

/**
 * Downloads a file of the API (it needs the bearer token, so a plain link cannot): an admin's
 * sheet, a quote's PDF. With a `body` the file is asked for by POST (the selected orders' slips).
 */
export async function downloadFile(path: string, fallbackName: string, body?: unknown) {
  const res = await apiRequest(body === undefined ? 'GET' : 'POST', path, body);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
