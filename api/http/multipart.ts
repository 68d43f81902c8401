import type { H3Event } from 'h3';
import { invalid, tooLarge } from '../core/errors.ts';

const formTooLarge = (limitBytes: number) =>
  tooLarge(`Gönderilen dosyalar toplamda ${Math.round(limitBytes / (1024 * 1024))} MB'ı aşamaz`);

/**
 * Reads a multipart (or url-encoded) form of at most `limitBytes`: an honest
 * Content-Length over the limit is refused before reading, a chunked body as soon
 * as it passes the limit. Anything that is not a form is a 400.
 */
export async function readForm(event: H3Event, limitBytes: number): Promise<FormData> {
  const type = event.req.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data|^application\/x-www-form-urlencoded/i.test(type)) throw invalid('Form verisi (multipart/form-data) bekleniyor');
  if (Number(event.req.headers.get('content-length') ?? 0) > limitBytes) throw formTooLarge(limitBytes);
  const body = await readLimited(event.req.body, limitBytes);
  try {
    // h3's body limit wraps the request without its headers, so the form is parsed from the counted bytes.
    return await new Response(body, { headers: { 'content-type': type } }).formData();
  } catch {
    throw invalid('Form verisi okunamadı');
  }
}

async function readLimited(stream: ReadableStream<Uint8Array> | null, limitBytes: number): Promise<Blob> {
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  if (!stream) return new Blob(chunks);
  let size = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limitBytes) {
      await reader.cancel().catch(() => undefined);
      throw formTooLarge(limitBytes);
    }
    chunks.push(value as Uint8Array<ArrayBuffer>);
  }
  return new Blob(chunks);
}

/** The named text fields of a form; absent ones stay absent, files under a text name are ignored. */
export function textFields(form: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.flatMap((name) => {
    const value = form.get(name);
    return typeof value === 'string' ? [[name, value]] : [];
  }));
}

/** The non-empty files under `name` (browsers send an empty file for an untouched input). */
export function formFiles(form: FormData, name: string): File[] {
  return form.getAll(name).filter((v): v is File => typeof v !== 'string' && v.size > 0);
}
