import { AUTH_TOKEN_KEY, cartSessionId, readStorage } from './storage-keys';

/** The spec's error: "<status>: <body text or status text>". */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;
  constructor(status: number, body: string, statusText: string) {
    super(`${status}: ${body || statusText}`);
    this.status = status;
    this.body = body;
  }

  /** The server's `{ message }`, when the body carries one. */
  get serverMessage(): string | null {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      return typeof parsed.message === 'string' ? parsed.message : null;
    } catch {
      return null;
    }
  }
}

function headers(extra: Record<string, string> = {}): Record<string, string> {
  const h: Record<string, string> = { 'X-Session-ID': cartSessionId(), ...extra };
  const token = readStorage(AUTH_TOKEN_KEY);
  if (token) h.Authorization = `Bearer ${token}`;
  return h;
}

async function ensureOk(res: Response): Promise<Response> {
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  return res;
}

/** The spec's data read: GET with credentials, JSON answer, throws on any non-success. */
export async function getJson<T>(path: string): Promise<T> {
  const res = await ensureOk(await fetch(path, { credentials: 'include', headers: headers() }));
  return (await res.json()) as T;
}

/** The spec's write helper: a JSON body (with its content type) only when one is given. */
export async function apiRequest(method: string, path: string, body?: unknown): Promise<Response> {
  const init: RequestInit = { method, credentials: 'include', headers: headers() };
  if (body !== undefined) {
    init.headers = headers({ 'Content-Type': 'application/json' });
    init.body = JSON.stringify(body);
  }
  return ensureOk(await fetch(path, init));
}

/** Multipart writes (admin uploads): the browser sets the boundary. */
export async function apiForm(method: string, path: string, form: FormData): Promise<Response> {
  return ensureOk(await fetch(path, { method, credentials: 'include', headers: headers(), body: form }));
}

/**
 * A multipart write that reports its upload progress (the product import's progress bar):
 * XMLHttpRequest, since fetch has no upload events. The same headers, answer and ApiError as
 * `apiForm`; `onProgress` gets the sent fraction (null when unknown), then null once the file
 * is sent and the server works. A network failure rejects with a TypeError, as fetch does.
 */
export function apiUpload(
  method: string,
  path: string,
  form: FormData,
  onProgress: (fraction: number | null) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(headers())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => onProgress(e.lengthComputable ? e.loaded / e.total : null);
    xhr.upload.onload = () => onProgress(null);
    xhr.onerror = () => reject(new TypeError('Bağlantı hatası; dosya gönderilemedi'));
    xhr.onload = () => {
      const res = new Response(xhr.responseText, { status: xhr.status, statusText: xhr.statusText });
      ensureOk(res).then(resolve, reject);
    };
    xhr.send(form);
  });
}

/** The message to show for a failed call: the server's, else the given fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError ? (error.serverMessage ?? fallback) : fallback;
}

/** The `message` of a successful call's JSON answer (the server's Turkish words for what it did). */
export async function messageOf(res: Response): Promise<string> {
  return ((await res.json()) as { message: string }).message;
}
