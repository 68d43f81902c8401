import { readdir, readFile, writeFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export interface StaticFile {
  /** Path of the file relative to the build's client folder. */
  file: string;
  type: string;
  etag: string;
  size: number;
  /** Precompressed siblings, when compressing paid off. */
  br?: string;
  gz?: string;
  /** Content-hashed asset that may be cached forever. */
  immutable: boolean;
  /** For HTML: CSP hashes of the page's inline scripts. */
  scriptHashes?: string[];
}

export interface SiteManifest {
  /** URL path → file, exact (assets) */
  files: Record<string, StaticFile>;
  /** Lower-cased page path without trailing slash → HTML file */
  pages: Record<string, StaticFile>;
  notFound: StaticFile | null;
  /** Every inline-script hash of the build: the allowance for on-demand pages. */
  scriptHashes: string[];
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.xml', '.txt', '.svg', '.webmanifest']);

export function contentTypeOf(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Walks the built client folder, precompresses text files and writes `manifest.json`. */
export async function writeManifest(clientDir: string): Promise<SiteManifest> {
  const manifest: SiteManifest = { files: {}, pages: {}, notFound: null, scriptHashes: [] };
  const allHashes = new Set<string>();
  for (const rel of await listFiles(clientDir)) {
    if (rel.endsWith('.br') || rel.endsWith('.gz')) continue;
    const abs = path.join(clientDir, rel);
    const body = await readFile(abs);
    const ext = path.extname(rel).toLowerCase();
    const entry: StaticFile = {
      file: rel,
      type: contentTypeOf(rel),
      etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`,
      size: (await stat(abs)).size,
      immutable: rel.startsWith('_astro/'),
    };
    if (ext === '.html') {
      entry.scriptHashes = inlineScriptHashes(body.toString('utf8'));
      entry.scriptHashes.forEach((h) => allHashes.add(h));
    }
    if (COMPRESSIBLE.has(ext) && body.length > 256) {
      const [b, g] = await Promise.all([
        brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        gz(body, { level: 9 }),
      ]);
      if (b.length < body.length) await writeFile(abs + '.br', b).then(() => (entry.br = rel + '.br'));
      if (g.length < body.length) await writeFile(abs + '.gz', g).then(() => (entry.gz = rel + '.gz'));
    }
    const urlPath = '/' + rel.split(path.sep).join('/');
    manifest.files[urlPath] = entry;
    if (rel === '404.html' || rel === path.join('404', 'index.html')) manifest.notFound = entry;
    else if (ext === '.html') manifest.pages[pageKeyOfFile(urlPath)] = entry;
  }
  manifest.scriptHashes = [...allHashes];
  await writeFile(path.join(clientDir, '..', 'manifest.json'), JSON.stringify(manifest));
  return manifest;
}

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;

function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attrs, body] of html.matchAll(INLINE_SCRIPT)) {
    if (/type=["']?application\/(ld\+)?json/i.test(attrs ?? '') || !body) continue;
    hashes.add(`sha256-${createHash('sha256').update(body).digest('base64')}`);
  }
  return [...hashes];
}

function pageKeyOfFile(urlPath: string): string {
  return pageKey(urlPath.replace(/\/index\.html$/, '').replace(/\.html$/, ''));
}

/** Pages match case-insensitively with an optional trailing slash. */
export function pageKey(pathname: string): string {
  return pathname.toLocaleLowerCase('en-US').replace(/\/+$/, '') || '/';
}

/** Every file below `dir`, as paths relative to it (the publisher's build store lists builds the same way). */
export async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(path.join(dir, prefix), { withFileTypes: true })) {
    const rel = path.join(prefix, entry.name);
    if (entry.isDirectory()) out.push(...(await listFiles(dir, rel)));
    else out.push(rel);
  }
  return out;
}
