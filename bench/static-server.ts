// The floor for page serving: a bare static file server on the same build folder, files kept
// in memory, no headers beyond the content type (what a CDN edge does at best).
import http from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

export async function startStaticServer(buildDir: string): Promise<{ url: string; close(): Promise<void> }> {
  const root = path.join(buildDir, 'client');
  const files = new Map<string, Buffer>();
  const server = http.createServer(async (req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://floor.local').pathname;
    const rel = pathname.endsWith('/')
      ? `${pathname}index.html`
      : path.extname(pathname)
        ? pathname
        : `${pathname}/index.html`;
    try {
      let body = files.get(rel);
      if (!body) files.set(rel, (body = await readFile(path.join(root, path.normalize(rel)))));
      res
        .writeHead(200, {
          'content-type': rel.endsWith('.html') ? 'text/html; charset=utf-8' : 'application/octet-stream',
          'content-length': body.length,
        })
        .end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
