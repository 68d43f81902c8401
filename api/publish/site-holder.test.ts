import { afterAll, describe, expect, it } from 'vitest';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadBuild } from './site-holder.ts';

// A server bundle that, like Astro's node adapter, adds a process listener when imported.
const ENTRY = `
process.on('unhandledRejection', () => {});
export const handler = (req, res) => res.end('ssr');
`;

async function buildWithServerBundle(buildsDir: string, id: string) {
  await mkdir(path.join(buildsDir, id, 'server'), { recursive: true });
  await writeFile(path.join(buildsDir, id, 'manifest.json'), JSON.stringify({ files: {} }));
  await writeFile(path.join(buildsDir, id, 'build.json'), JSON.stringify({ builtAt: '2026-11-27T07:00:00.000Z' }));
  await writeFile(path.join(buildsDir, id, 'server', 'entry.mjs'), ENTRY);
}

describe('loading a build', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('keeps its on-demand handler and leaves no process listener behind, however many republishes', async () => {
    const buildsDir = await mkdtemp(path.join(os.tmpdir(), 'shop-builds-'));
    dirs.push(buildsDir);
    const listenersBefore = process.listenerCount('unhandledRejection');
    for (const id of ['b1', 'b2', 'b3', 'b4', 'b5', 'b6', 'b7', 'b8', 'b9', 'b10', 'b11', 'b12']) {
      await buildWithServerBundle(buildsDir, id);
      const build = await loadBuild(buildsDir, id);
      expect(build.ssr).toBeTypeOf('function');
    }
    expect(process.listenerCount('unhandledRejection')).toBe(listenersBefore);
  });
});
