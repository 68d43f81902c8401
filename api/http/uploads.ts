import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import type { UploadStore } from '../storage/upload-store.ts';
import { contentTypeOf } from '../publish/manifest.ts';
import { decodePath } from './path.ts';

// Stored names are short ('img/<hash>-800.webp', 'files/<name>.pdf'): a longer one names no file,
// and would reach the file system's name limit (a 500) before the store could say so.
const MAX_KEY_LENGTH = 200;
const KEY_PATTERN = /^[a-z0-9][a-z0-9/_.-]*$/i;

export const UPLOAD_MESSAGES = {
  notFound: 'Dosya bulunamadı',
  badAddress: 'Geçersiz dosya adresi',
} as const;

/** Serves `/uploads/<key>` from the upload store; image names are content hashes. */
export async function serveUpload(req: IncomingMessage, res: ServerResponse, store: UploadStore) {
  const pathname = new URL(req.url ?? '/', 'http://shop.local').pathname;
  const key = decodePath(pathname.slice('/uploads/'.length));
  if (key === null) return refuse(res, 400, UPLOAD_MESSAGES.badAddress);
  const valid = key.length <= MAX_KEY_LENGTH && KEY_PATTERN.test(key) && !key.includes('..');
  const body = valid && (req.method === 'GET' || req.method === 'HEAD') ? await readStored(store, key) : null;
  if (!body) return refuse(res, 404, UPLOAD_MESSAGES.notFound);
  const buffer = Buffer.isBuffer(body) ? body : Buffer.from(body);
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

// What the file system answers for a name that cannot be a stored file ('img/a.webp/x' goes
// through a file, a long name passes its limit): no such file. unstorage's file driver hands
// such errors back as the value instead of throwing them. A failing store still fails.
const NO_SUCH_FILE = new Set(['ENOTDIR', 'EISDIR', 'ENAMETOOLONG', 'ENOENT']);

async function readStored(store: UploadStore, key: string): Promise<Buffer | Uint8Array | null> {
  const value: unknown = await store.getItemRaw(key).catch((error: unknown) => error);
  if (!(value instanceof Error)) return value as Buffer | Uint8Array | null;
  const code = (value as { code?: unknown }).code;
  if (typeof code === 'string' && NO_SUCH_FILE.has(code)) return null;
  throw value;
}

function refuse(res: ServerResponse, status: number, message: string) {
  res
    .writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
    .end(JSON.stringify({ message }));
}
