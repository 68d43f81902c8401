import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, writeFile, rm, stat } from 'node:fs/promises';
import { tightenTree } from '../core/private-files.ts';
import path from 'node:path';
import type { Sql } from '#db/connection.ts';
import type { ContentSnapshot } from '../schemas/content.ts';
import { listSettings } from '../services/settings/settings.ts';
import { listPages } from '../services/content/pages.ts';
import { listCatalogs } from '../services/content/catalogs.ts';
import { listReferences } from '../services/content/references.ts';
import { writeManifest } from './manifest.ts';

// One build of the site, from its input to its checked output: the content snapshot it renders,
// astro run in a child process, the check that every required page came out, then the manifest.

export interface BuildResult {
  id: string;
  dir: string;
  durationMs: number;
}

const projectRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const buildChild = path.join(import.meta.dirname, 'astro-build-child.ts');

/**
 * Builds the site into a new folder of `buildsDir` from a snapshot of the content
 * in the database. The build runs in a child process that never opens the
 * database (PGlite is single-process); it reads the snapshot file instead.
 */
export async function buildSite(
  sql: Sql,
  opts: { buildsDir: string; siteUrl: string; log?: (line: string) => void; signal?: AbortSignal },
): Promise<BuildResult> {
  const started = Date.now();
  const id = `${new Date()
    .toISOString()
    .replace(/[-:.TZ]/g, '')
    .slice(0, 14)}-${Math.random().toString(36).slice(2, 8)}`;
  const dir = path.join(opts.buildsDir, id);
  await mkdir(dir, { recursive: true });
  try {
    // Beside the build folder, not in it: astro empties its output folder first.
    const snapshotFile = path.join(opts.buildsDir, `${id}.content.json`);
    await writeFile(snapshotFile, JSON.stringify(await readContentSnapshot(sql)));
    await runAstroBuild(
      {
        SHOP_BUILD_OUT: dir,
        SHOP_CONTENT_SNAPSHOT: snapshotFile,
        SHOP_BUILD_CACHE: path.join(opts.buildsDir, '.cache'),
        PUBLIC_SITE_URL: opts.siteUrl,
      },
      opts.log,
      opts.signal,
    );
    await checkBuild(path.join(dir, 'client'));
    // astro copies public/ with the modes those files have in the checkout (0644), past the umask.
    await tightenTree(dir);
    await writeManifest(path.join(dir, 'client'), path.join(opts.buildsDir, '.cache', 'compressed'));
    await writeFile(path.join(dir, 'build.json'), JSON.stringify({ builtAt: new Date().toISOString() }));
    return { id, dir, durationMs: Date.now() - started };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    await rm(path.join(opts.buildsDir, `${id}.content.json`), { force: true });
    throw error;
  }
}

/** Everything the prerendered pages show, read in one consistent transaction. */
async function readContentSnapshot(sql: Sql): Promise<ContentSnapshot> {
  return sql.begin('ISOLATION LEVEL REPEATABLE READ READ ONLY', async (tx) => ({
    generatedAt: new Date().toISOString(),
    settings: await listSettings(tx),
    pages: await listPages(tx),
    catalogs: await listCatalogs(tx),
    references: await listReferences(tx),
  }));
}

/** Files every good build has; a build missing one is never switched to. */
export const REQUIRED_FILES = [
  'index.html',
  'misyon/index.html',
  'vizyon/index.html',
  'sirket/index.html',
  'kataloglar/index.html',
  'referanslar/index.html',
  'iletisim/index.html',
  'kvkk/index.html',
  '404.html',
  'robots.txt',
  'yasal/kvkk.json',
];

/** Throws when a required page is missing or empty in the built client folder. */
export async function checkBuild(clientDir: string): Promise<void> {
  const problems: string[] = [];
  for (const file of REQUIRED_FILES) {
    const info = await stat(path.join(clientDir, file)).catch(() => null);
    if (!info?.isFile() || info.size === 0) problems.push(file);
  }
  if (problems.length) throw new Error(`Derleme eksik: ${problems.join(', ')}`);
}

/** A build process that has loaded astro and waits for its build (astro-build-child.ts), or null. */
let ready: ChildProcess | null = null;

// At a first start the build runs beside the shop, and together they stay under a small server's
// memory: the JavaScript heap is kept near what it holds (decision 0423), and the bundler's own
// allocator (rolldown's mimalloc, most of the build's memory) gives pages back as soon as they
// are free and commits its arenas as they fill, not ahead (decision 0460). An operator's own
// settings of these win.
const BUILD_ALLOCATOR_ENV = { MIMALLOC_PURGE_DELAY: '0', MIMALLOC_ARENA_EAGER_COMMIT: '0' };

function startBuildChild(): ChildProcess {
  const child = spawn(process.execPath, ['--optimize-for-size', buildChild], {
    cwd: projectRoot,
    env: { ...BUILD_ALLOCATOR_ENV, ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  child.on('exit', () => {
    if (ready === child) ready = null;
  });
  child.on('error', () => {
    if (ready === child) ready = null;
  });
  return child;
}

/** Whether the build process (its IPC channel and output pipes) keeps the shop's process alive. */
function holdOpen(child: ChildProcess, hold: boolean): void {
  for (const handle of [child, child.channel, child.stdout, child.stderr] as (
    { ref?(): void; unref?(): void } | null | undefined
  )[])
    if (hold) handle?.ref?.();
    else handle?.unref?.();
}

/**
 * Starts loading astro for the next build ahead of it: after an edit's build, for the
 * administrator's next edit. The waiting process keeps nothing of this one alive and leaves
 * on its own (SHOP_BUILD_WARM_IDLE_MS, ten minutes) or with disposeReadyBuild().
 */
export function prepareNextBuild(): void {
  if (ready) return;
  const child = startBuildChild();
  holdOpen(child, false);
  ready = child;
}

/** The waiting build process's id, or null (tests). */
export const readyBuildPid = (): number | null => ready?.pid ?? null;

/** Ends the waiting build process (the shop is stopping). */
export function disposeReadyBuild(): void {
  ready?.kill();
  ready = null;
}

// The signal stops the build (SIGTERM to astro) when the shop shuts down, so the
// database can close cleanly instead of waiting minutes for a build nobody needs.
function runAstroBuild(env: Record<string, string>, log?: (line: string) => void, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason as Error);
    const child = ready ?? startBuildChild();
    ready = null;
    holdOpen(child, true);
    const stop = () => child.kill();
    signal?.addEventListener('abort', stop, { once: true });
    const output: string[] = [];
    const collect = (chunk: Buffer) => {
      const text = chunk.toString();
      output.push(text);
      if (output.length > 400) output.shift();
      log?.(text);
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    child.on('error', reject);
    child.on('close', (code) => {
      signal?.removeEventListener('abort', stop);
      if (code === 0) resolve();
      else reject(new Error(`astro build exited with ${code}:\n${output.join('').slice(-4000)}`));
    });
    child.send(env);
  });
}
