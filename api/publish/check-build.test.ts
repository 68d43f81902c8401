import { describe, expect, it } from 'vitest';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { checkBuild, REQUIRED_FILES } from './check-build.ts';

describe('build check', () => {
  it('passes a complete build and names what an incomplete one lacks', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'build-check-'));
    try {
      for (const file of REQUIRED_FILES) {
        await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
        await writeFile(path.join(dir, file), 'x');
      }
      await expect(checkBuild(dir)).resolves.toBeUndefined();
      await writeFile(path.join(dir, 'kvkk', 'index.html'), '');
      await rm(path.join(dir, 'robots.txt'));
      await expect(checkBuild(dir)).rejects.toThrow('Derleme eksik: kvkk/index.html, robots.txt');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
