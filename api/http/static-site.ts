import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pageKey, type StaticFile } from '../publish/manifest.ts';
import type { SiteBuild } from '../publish/site-holder.ts';
import { applyHeaders, pageSecurityHeaders } from './security-headers.ts';
import type { CataloguePageServer } from './catalogue-page-html.ts';
import { decodePath } from './path.ts';

// Small files are kept in memory per build; the site is a few hundred kilobytes.
const bodyCache = new WeakMap<SiteBuild, Map<string, Buffer>>();

/**
 * Serves the build's prerendered files, then the catalogue pages (through `catalogue`, which
 * hands them their data as `Astro.locals`), then the other on-demand routes, then the 404 page.
 */
export async function serveSite(
  req: IncomingMessage,
  res: ServerResponse,
  build: SiteBuild,
  paymentOrigins: string[],
  catalogue?: CataloguePageServer,
) {
  const url = new URL(req.url ?? '/', 'http://shop.local');
  const pathname = decodePath(url.pathname);
  if (pathname === null) return sendNotFound(req, res, build, paymentOrigins);
  const isRead = req.method === 'GET' || req.method === 'HEAD';
  const file = isRead ? (build.manifest.files[pathname] ?? build.manifest.pages[pageKey(pathname)]) : undefined;
  if (file) return sendFile(req, res, build, file, 200, paymentOrigins);

  const ssr = build.ssr;
  if (ssr) {
    // On-demand routes match case-insensitively like the static pages.
    req.url = url.pathname.toLowerCase() + url.search;
    applyHeaders(res, pageSecurityHeaders(build.manifest.scriptHashes, paymentOrigins));
    res.setHeader('cache-control', 'no-cache');
    const next = () => void sendNotFound(req, res, build, paymentOrigins);
    const served = await catalogue?.(
      req,
      res,
      build,
      pathname.toLowerCase(),
      (locals) => ssr(req, res, next, locals),
      () => sendNotFound(req, res, build, paymentOrigins),
    );
    if (served) return;
    return ssr(req, res, next);
  }
  return sendNotFound(req, res, build, paymentOrigins);
}

async function sendNotFound(req: IncomingMessage, res: ServerResponse, build: SiteBuild, paymentOrigins: string[]) {
  if (build.manifest.notFound) return sendFile(req, res, build, build.manifest.notFound, 404, paymentOrigins);
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('404: Page not found');
}

async function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  build: SiteBuild,
  file: StaticFile,
  status: number,
  paymentOrigins: string[],
) {
  const isHtml = file.type.startsWith('text/html');
  if (isHtml) applyHeaders(res, pageSecurityHeaders(file.scriptHashes ?? [], paymentOrigins));
  res.setHeader('content-type', file.type);
  res.setHeader('etag', file.etag);
  res.setHeader('vary', 'Accept-Encoding');
  res.setHeader('cache-control', file.immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  if (status === 200 && req.headers['if-none-match'] === file.etag) {
    res.writeHead(304).end();
    return;
  }
  const accept = String(req.headers['accept-encoding'] ?? '');
  const encoded =
    (file.br && /\bbr\b/.test(accept) && ['br', file.br]) ||
    (file.gz && /\bgzip\b/.test(accept) && ['gzip', file.gz]) ||
    null;
  const body = await readCached(build, encoded ? encoded[1]! : file.file);
  if (encoded) res.setHeader('content-encoding', encoded[0]!);
  res.setHeader('content-length', body.length);
  res.writeHead(status);
  res.end(req.method === 'HEAD' ? undefined : body);
}

async function readCached(build: SiteBuild, rel: string): Promise<Buffer> {
  let cache = bodyCache.get(build);
  if (!cache) bodyCache.set(build, (cache = new Map()));
  const hit = cache.get(rel);
  if (hit) return hit;
  const body = await readFile(path.join(build.dir, 'client', rel));
  if (body.length < 512 * 1024) cache.set(rel, body);
  return body;
}
