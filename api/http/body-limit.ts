import { tooLarge } from '../core/errors.ts';

export const BODY_TOO_LARGE = 'İstek gövdesi çok büyük';

/**
 * The body's bytes, counted while they arrive: an honest Content-Length over the limit is
 * refused before reading, a chunked body as soon as it passes the limit, so a 100 MB upload
 * costs at most `limitBytes` of memory. The refusal is a 'too-large' domain error (413).
 */
export async function readBodyLimited(
  request: Request,
  limitBytes: number,
  message = BODY_TOO_LARGE,
): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(request.headers.get('content-length') ?? 0) > limitBytes) throw tooLarge(message);
  const stream = request.body;
  if (!stream) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limitBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(message);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
