import type { H3Event } from 'h3';
import { invalid } from '../core/errors.ts';
import { readBodyLimited } from './body-limit.ts';

const tooLargeMessage = (limitBytes: number) =>
  `Gönderilen dosyalar toplamda ${Math.round(limitBytes / (1024 * 1024))} MB'ı aşamaz`;

/**
 * Reads a multipart (or url-encoded) form of at most `limitBytes`: an honest
 * Content-Length over the limit is refused before reading, a chunked body as soon
 * as it passes the limit (413 with `tooLarge`). Anything that is not a form is a 400.
 */
export async function readForm(
  event: H3Event,
  limitBytes: number,
  tooLarge = tooLargeMessage(limitBytes),
): Promise<FormData> {
  const type = event.req.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data|^application\/x-www-form-urlencoded/i.test(type))
    throw invalid('Form verisi (multipart/form-data) bekleniyor');
  const body = await readBodyLimited(event.req, limitBytes, tooLarge);
  try {
    return await new Response(body, { headers: { 'content-type': type } }).formData();
  } catch {
    throw invalid('Form verisi okunamadı');
  }
}

/** The named text fields of a form; absent ones stay absent, files under a text name are ignored. */
export function textFields(form: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    names.flatMap((name) => {
      const value = form.get(name);
      return typeof value === 'string' ? [[name, value]] : [];
    }),
  );
}

/** The non-empty files under `name` (browsers send an empty file for an untouched input). */
export function formFiles(form: FormData, name: string): File[] {
  return form.getAll(name).filter((v): v is File => typeof v !== 'string' && v.size > 0);
}
