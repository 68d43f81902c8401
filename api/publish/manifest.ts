import { mkdir, readdir, readFile, rename, rm, writeFile, stat } from 'node:fs/promises';
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

/** Files compressed at once: brotli and gzip run on libuv's threads, so every core takes a share. */
const PARALLEL_FILES = 4;

/**
 * Walks the built client folder, precompresses text files and writes `manifest.json`.
 * Brotli at its best quality takes seconds over a build's scripts, and a content edit leaves
 * them byte for byte the same: with `compressedCache`, compressed copies are kept there under
 * the content's hash and an unchanged file is copied instead of compressed again.
 */
export async function writeManifest(clientDir: string, compressedCache?: string): Promise<SiteManifest> {
  const manifest: SiteManifest = { files: {}, pages: {}, notFound: null, scriptHashes: [] };
  const allHashes = new Set<string>();
  const cache: CompressedCache | undefined = compressedCache ? { dir: compressedCache, used: new Set() } : undefined;
  if (cache) await mkdir(cache.dir, { recursive: true });
  const files = (await listFiles(clientDir)).filter((rel) => !rel.endsWith('.br') && !rel.endsWith('.gz')).sort();
  const entries = new Map<string, StaticFile>();
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const rel = files[next++]!;
      entries.set(rel, await describeFile(clientDir, rel, cache));
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_FILES }, worker));
  // In the listing's order, so the manifest reads the same however the compressions finished.
  for (const rel of files) {
    const entry = entries.get(rel)!;
    entry.scriptHashes?.forEach((h) => allHashes.add(h));
    const urlPath = '/' + rel.split(path.sep).join('/');
    manifest.files[urlPath] = entry;
    if (rel === '404.html' || rel === path.join('404', 'index.html')) manifest.notFound = entry;
    else if (path.extname(rel).toLowerCase() === '.html') manifest.pages[pageKeyOfFile(urlPath)] = entry;
  }
  manifest.scriptHashes = [...allHashes];
  await writeFile(path.join(clientDir, '..', 'manifest.json'), JSON.stringify(manifest));
  if (cache) await pruneCache(cache.dir, cache.used);
  return manifest;
}

/**
 * Keeps the cache to this build's files: the next build shares most of them, and a page
 * changed by every edit must not pile up a copy per edit.
 */
async function pruneCache(dir: string, used: Set<string>): Promise<void> {
  for (const name of await readdir(dir)) {
    if (!name.endsWith('.tmp') && !used.has(name)) await rm(path.join(dir, name), { force: true });
  }
}

/** Compressed copies by content hash (`<sha1>.br`, `<sha1>.gz`), and those this build used. */
interface CompressedCache {
  dir: string;
  used: Set<string>;
}

async function describeFile(clientDir: string, rel: string, cache: CompressedCache | undefined): Promise<StaticFile> {
  const abs = path.join(clientDir, rel);
  const body = await readFile(abs);
  const ext = path.extname(rel).toLowerCase();
  const digest = createHash('sha1').update(body).digest('base64url');
  const entry: StaticFile = {
    file: rel,
    type: contentTypeOf(rel),
    etag: `"${digest.slice(0, 22)}"`,
    size: (await stat(abs)).size,
    immutable: rel.startsWith('_astro/'),
  };
  if (ext === '.html') entry.scriptHashes = inlineScriptHashes(body.toString('utf8'));
  if (COMPRESSIBLE.has(ext) && body.length > 256) {
    const [b, g] = await Promise.all([compressed(body, digest, 'br', cache), compressed(body, digest, 'gz', cache)]);
    if (b.length < body.length) await writeFile(abs + '.br', b).then(() => (entry.br = rel + '.br'));
    if (g.length < body.length) await writeFile(abs + '.gz', g).then(() => (entry.gz = rel + '.gz'));
  }
  return entry;
}

/** The body compressed as `kind`, from the cache when this content was compressed before. */
async function compressed(
  body: Buffer,
  digest: string,
  kind: 'br' | 'gz',
  cache: CompressedCache | undefined,
): Promise<Buffer> {
  const name = `${digest}.${kind}`;
  cache?.used.add(name);
  const cached = cache && path.join(cache.dir, name);
  if (cached) {
    const hit = await readFile(cached).catch(() => null);
    if (hit) return hit;
  }
  const out =
    kind === 'br'
      ? await brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } })
      : await gz(body, { level: 9 });
  // Written under a temporary name and renamed, so a build stopped halfway never leaves half a file.
  if (cached) {
    const partial = `${cached}.${process.pid}.tmp`;
    await writeFile(partial, out);
    await rename(partial, cached);
  }
  return out;
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
