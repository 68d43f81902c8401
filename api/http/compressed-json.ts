import { gzipSync } from 'node:zlib';
import type { H3Event } from 'h3';

// Below this the gzip header and the CPU cost more than the bytes saved.
const MIN_BYTES = 1024;

const gzip = (text: string) => gzipSync(text, { level: 6 });

/** A JSON body that many answers share (a cached listing): gzipped once, when first asked for. */
export class SharedJson {
  readonly text: string;
  #gzipped: ReturnType<typeof gzip> | undefined;
  constructor(text: string) {
    this.text = text;
  }
  gzipped(): ReturnType<typeof gzip> {
    return (this.#gzipped ??= gzip(this.text));
  }
}

/**
 * A JSON answer, gzipped when the client accepts it: the market's listing and category tree
 * (12 kB and 4 kB) shrink to a quarter on the phone's connection (Lighthouse: text compression).
 */
export function compressedJson(
  event: H3Event,
  body: string | SharedJson,
  headers: Record<string, string> = {},
): Response {
  const all = { 'content-type': 'application/json; charset=utf-8', vary: 'Accept-Encoding', ...headers };
  const text = typeof body === 'string' ? body : body.text;
  const accepts = /\bgzip\b/.test(event.req.headers.get('accept-encoding') ?? '');
  if (!accepts || Buffer.byteLength(text) < MIN_BYTES) return new Response(text, { headers: all });
  const gzipped = typeof body === 'string' ? gzip(body) : body.gzipped();
  return new Response(gzipped, { headers: { ...all, 'content-encoding': 'gzip' } });
}
