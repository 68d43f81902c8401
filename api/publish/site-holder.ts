import { readFile, writeFile, rename, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SiteManifest } from './manifest.ts';

export type SsrHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next: () => void,
  locals?: object,
) => Promise<void> | void;

/** One finished build of the site: static files plus Astro's on-demand routes. */
export interface SiteBuild {
  id: string;
  dir: string;
  builtAt: string;
  manifest: SiteManifest;
  ssr: SsrHandler | null;
}

/** Holds the build being served; switching is one reference assignment, so it is atomic. */
export interface SiteHolder {
  current(): SiteBuild | null;
  switchTo(build: SiteBuild): void;
}

export function createSiteHolder(initial: SiteBuild | null = null): SiteHolder {
  let current = initial;
  return {
    current: () => current,
    switchTo(build) {
      current = build;
    },
  };
}

export async function loadBuild(buildsDir: string, id: string): Promise<SiteBuild> {
  const dir = path.join(buildsDir, id);
  const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as SiteManifest;
  const meta = JSON.parse(await readFile(path.join(dir, 'build.json'), 'utf8')) as { builtAt: string };
  let ssr: SsrHandler | null = null;
  try {
    ssr = (await importServerBundle(path.join(dir, 'server', 'entry.mjs'))).handler ?? null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_MODULE_NOT_FOUND') throw error;
  }
  return { id, dir, builtAt: meta.builtAt, manifest, ssr };
}

/**
 * Astro's node adapter adds a process-wide `unhandledRejection` listener for each server bundle
 * it loads, and every republish loads one more: after ten Node warns of a leak, and every
 * rejection runs them all. The shop logs unhandled rejections itself (main.ts, decision 0248),
 * so the listeners a bundle adds are taken off again.
 */
async function importServerBundle(file: string): Promise<{ handler?: SsrHandler }> {
  const before = new Set(process.listeners('unhandledRejection'));
  try {
    return (await import(pathToFileURL(file).href)) as { handler?: SsrHandler };
  } finally {
    for (const listener of process.listeners('unhandledRejection'))
      if (!before.has(listener)) process.off('unhandledRejection', listener);
  }
}

const POINTER = 'current.json';

/** Reads which build is live; null before the first build. */
export async function readCurrentBuildId(buildsDir: string): Promise<string | null> {
  try {
    const { id } = JSON.parse(await readFile(path.join(buildsDir, POINTER), 'utf8')) as { id: string };
    return id;
  } catch {
    return null;
  }
}

/** Records the live build (write-then-rename) and removes builds older than the previous one. */
export async function markCurrentBuild(buildsDir: string, id: string, previousId: string | null): Promise<void> {
  const tmp = path.join(buildsDir, `${POINTER}.${process.pid}.tmp`);
  await writeFile(tmp, JSON.stringify({ id, previousId }));
  await rename(tmp, path.join(buildsDir, POINTER));
  const keep = new Set([id, previousId, '.cache']);
  for (const entry of await readdir(buildsDir, { withFileTypes: true })) {
    const buildId = entry.name.replace(/\.content\.json$/, '');
    if (keep.has(buildId) || entry.name.startsWith(POINTER)) continue;
    await rm(path.join(buildsDir, entry.name), { recursive: true, force: true });
  }
}
