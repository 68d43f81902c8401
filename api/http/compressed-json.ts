import { gzipSync } from 'node:zlib';
import type { H3Event } from 'h3';

// Below this the gzip header and the CPU cost more than the bytes saved.
const MIN_BYTES = 1024;

const gzip = (bytes: Buffer) => gzipSync(bytes, { level: 6 });

/**
 * A JSON text answered many times as the same object (a cached listing, whose cache hands out
 * the same object while the listing and its stock are unchanged). Its UTF-8 bytes and gzip are
 * made once, when first asked for, and kept as long as the object lives, instead of once per
 * answer (a 12 kB listing's encoding took a tenth of the server's time under the mixed benchmark).
 */
export interface SharedJson {
  readonly json: string;
}

interface Encoded {
  bytes: Buffer<ArrayBuffer>;
  gzipped?: ReturnType<typeof gzip>;
}

const encodings = new WeakMap<SharedJson, Encoded>();

function encodedOf(body: string | SharedJson): Encoded {
  if (typeof body === 'string') return { bytes: Buffer.from(body) };
  let encoded = encodings.get(body);
  if (!encoded) encodings.set(body, (encoded = { bytes: Buffer.from(body.json) }));
  return encoded;
}

/**
 * A JSON answer, gzipped when the client accepts it: the market's listing and category tree
 * (12 kB and 4 kB) shrink to a quarter on the phone's connection (Lighthouse: text compression).
 * The one place the API compresses: services answer JSON, never encoded bytes.
 */
export function compressedJson(
  event: H3Event,
  body: string | SharedJson,
  headers: Record<string, string> = {},
): Response {
  const answer = encodedJson(body, acceptsGzip(event.req.headers.get('accept-encoding')));
  return new Response(answer.bytes, { headers: { ...answer.headers, ...headers } });
}

/** Whether an Accept-Encoding header takes gzip. */
export const acceptsGzip = (header: string | null | undefined) => /\bgzip\b/.test(header ?? '');

/** The bytes to send for a JSON answer and their content headers (gzip when accepted and worth it). */
export function encodedJson(
  body: string | SharedJson,
  gzipAccepted: boolean,
): { bytes: Buffer<ArrayBuffer>; headers: Record<string, string> } {
  const headers: Record<string, string> = {
    'content-type': 'application/json; charset=utf-8',
    vary: 'Accept-Encoding',
  };
  const encoded = encodedOf(body);
  if (!gzipAccepted || encoded.bytes.length < MIN_BYTES) return { bytes: encoded.bytes, headers };
  const gzipped = (encoded.gzipped ??= gzip(encoded.bytes));
  return { bytes: gzipped as Buffer<ArrayBuffer>, headers: { ...headers, 'content-encoding': 'gzip' } };
}
