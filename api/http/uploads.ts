import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import type { UploadStore } from '../storage/upload-store.ts';
import { contentTypeOf } from '../publish/manifest.ts';

/** Serves `/uploads/<key>` from the upload store; image names are content hashes. */
export async function serveUpload(req: IncomingMessage, res: ServerResponse, store: UploadStore) {
  const pathname = new URL(req.url ?? '/', 'http://shop.local').pathname;
  const key = decodeURIComponent(pathname.slice('/uploads/'.length));
  const valid = /^[a-z0-9][a-z0-9/_.-]*$/i.test(key) && !key.includes('..');
  const body = valid && (req.method === 'GET' || req.method === 'HEAD') ? await store.getItemRaw<Buffer>(key) : null;
  if (!body) {
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  const buffer = Buffer.isBuffer(body) ? body : Buffer.from(body as Uint8Array);
  const etag = `"${createHash('sha1').update(buffer).digest('base64url').slice(0, 22)}"`;
  res.setHeader('content-type', contentTypeOf(key));
  res.setHeader('etag', etag);
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader(
    'cache-control',
    key.startsWith('img/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
  );
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304).end();
    return;
  }
  res.setHeader('content-length', buffer.length);
  res.writeHead(200).end(req.method === 'HEAD' ? undefined : buffer);
}
