import type { IncomingMessage } from 'node:http';
import { tooLarge } from '../core/errors.ts';
import { closeAfterAnswer, nodeContextOf } from './lingering-close.ts';

export const BODY_TOO_LARGE = 'İstek gövdesi çok büyük';

/**
 * The body's bytes, counted while they arrive: an honest Content-Length over the limit is
 * refused before reading, a chunked body as soon as it passes the limit, so a 100 MB upload
 * costs at most `limitBytes` of memory. The refusal is a 'too-large' domain error (413); on
 * Node's server its answer reaches the client before the connection closes (lingering-close.ts).
 */
export async function readBodyLimited(
  request: Request,
  limitBytes: number,
  message = BODY_TOO_LARGE,
): Promise<Uint8Array<ArrayBuffer>> {
  const node = nodeContextOf(request);
  const refuse = () => bodyTooLarge(request, message);
  if (Number(request.headers.get('content-length') ?? 0) > limitBytes) throw refuse();
  const chunks = node ? await nodeChunks(node.req, limitBytes, refuse) : await webChunks(request, limitBytes, refuse);
  if (!chunks) return new Uint8Array();
  const body = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/** The 413 for a body over its limit; on Node's server the connection closes after the answer. */
export function bodyTooLarge(request: Request, message = BODY_TOO_LARGE): Error {
  const node = nodeContextOf(request);
  if (node) closeAfterAnswer(node.req, node.res);
  return tooLarge(message);
}

// Straight from Node's request: a web stream over it could only be stopped by destroying the
// request, and with it the connection the answer still has to go through.
function nodeChunks(req: IncomingMessage, limitBytes: number, refuse: () => Error): Promise<Uint8Array[] | null> {
  if (req.readableEnded || req.method === 'GET' || req.method === 'HEAD') return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    let size = 0;
    const stop = () => {
      req.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength;
      if (size <= limitBytes) return void chunks.push(chunk);
      stop();
      reject(refuse());
    };
    const onEnd = () => {
      stop();
      resolve(chunks);
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    const onClose = () => {
      stop();
      if (!req.complete) reject(new Error('İstek gövdesi tamamlanmadan bağlantı kapandı'));
    };
    req.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose);
  });
}

async function webChunks(request: Request, limitBytes: number, refuse: () => Error): Promise<Uint8Array[] | null> {
  const stream = request.body;
  if (!stream) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    size += value.byteLength;
    if (size > limitBytes) {
      await reader.cancel().catch(() => undefined);
      throw refuse();
    }
    chunks.push(value);
  }
}
