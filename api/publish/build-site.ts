import { spawn } from 'node:child_process';
import { mkdir, writeFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { Sql } from '#db/connection.ts';
import { readContentSnapshot } from './snapshot.ts';
import { writeManifest } from './manifest.ts';
import { checkBuild } from './check-build.ts';

export interface BuildResult {
  id: string;
  dir: string;
  durationMs: number;
}

const astroBin = path.join(
  path.dirname(createRequire(import.meta.url).resolve('astro/package.json')),
  'bin',
  'astro.mjs',
);
const projectRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');

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
    await writeManifest(path.join(dir, 'client'), path.join(opts.buildsDir, '.cache', 'compressed'));
    await writeFile(path.join(dir, 'build.json'), JSON.stringify({ builtAt: new Date().toISOString() }));
    return { id, dir, durationMs: Date.now() - started };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    await rm(path.join(opts.buildsDir, `${id}.content.json`), { force: true });
    throw error;
  }
}

// The signal stops the build (SIGTERM to astro) when the shop shuts down, so the
// database can close cleanly instead of waiting minutes for a build nobody needs.
function runAstroBuild(env: Record<string, string>, log?: (line: string) => void, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [astroBin, 'build'], {
      cwd: projectRoot,
      signal,
      env: { ...process.env, ...env, ASTRO_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    const collect = (chunk: Buffer) => {
      const text = chunk.toString();
      output.push(text);
      if (output.length > 400) output.shift();
      log?.(text);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`astro build exited with ${code}:\n${output.join('').slice(-4000)}`));
    });
  });
}
