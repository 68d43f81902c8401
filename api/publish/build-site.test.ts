import { afterEach, describe, expect, it } from 'vitest';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { checkBuild, disposeReadyBuild, prepareNextBuild, readyBuildPid, REQUIRED_FILES } from './build-site.ts';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const until = async (check: () => boolean, ms: number) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
  return check();
};

// The build process kept ready for an administrator's next edit (astro-build-child.ts).
describe('the build process kept ready', () => {
  afterEach(() => {
    disposeReadyBuild();
    delete process.env.SHOP_BUILD_WARM_IDLE_MS;
    delete process.env.MIMALLOC_ARENA_EAGER_COMMIT;
  });

  it('is one process, however often an edit asks for it, and ends with the shop', async () => {
    prepareNextBuild();
    const pid = readyBuildPid();
    expect(pid).not.toBeNull();
    prepareNextBuild();
    expect(readyBuildPid()).toBe(pid);
    expect(alive(pid!)).toBe(true);
    disposeReadyBuild();
    expect(readyBuildPid()).toBeNull();
    expect(await until(() => !alive(pid!), 5000)).toBe(true);
  });

  // Its bundler's allocator gives memory back as it frees it (decision 0460); an operator's
  // own setting is kept.
  it("runs with the bundler's allocator set to give memory back, unless the operator chose", async () => {
    process.env.MIMALLOC_ARENA_EAGER_COMMIT = '1';
    prepareNextBuild();
    const environ = (await readFile(`/proc/${readyBuildPid()!}/environ`, 'utf8')).split('\0');
    expect(environ).toContain('MIMALLOC_PURGE_DELAY=0');
    expect(environ).toContain('MIMALLOC_ARENA_EAGER_COMMIT=1');
  });

  it('leaves on its own when no build comes within its idle time', async () => {
    process.env.SHOP_BUILD_WARM_IDLE_MS = '300';
    prepareNextBuild();
    const pid = readyBuildPid()!;
    expect(await until(() => readyBuildPid() === null && !alive(pid), 10_000)).toBe(true);
  });
});

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
