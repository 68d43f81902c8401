import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '#api/core/config.ts';

/**
 * A new folder under the checkout's `data/` (git-ignored), created on the way: a fresh clone
 * has no `data/` until the shop first starts, and no test may rely on another having run first.
 */
export async function testDataDir(prefix: string): Promise<string> {
  const root = path.join(process.cwd(), 'data');
  await mkdir(root, { recursive: true });
  // `npm test` names its run (scripts/test.ts), and removes what an interrupted run left.
  const run = process.env.SHOP_TEST_RUN;
  return mkdtemp(path.join(root, run ? `${prefix}${run}-` : prefix));
}

/** Removes a shop's data folder and the site builds it kept for that folder (`builds/<hash>` in the checkout). */
export async function removeShopData(dataDir: string): Promise<void> {
  const { buildsDir } = loadConfig({ DATA_DIR: dataDir, PORT: '0' });
  await Promise.all([dataDir, buildsDir].map((dir) => rm(dir, { recursive: true, force: true })));
}
