import { mkdir, mkdtemp } from 'node:fs/promises';
import path from 'node:path';

/**
 * A new folder under the checkout's `data/` (git-ignored), created on the way: a fresh clone
 * has no `data/` until the shop first starts, and no test may rely on another having run first.
 */
export async function testDataDir(prefix: string): Promise<string> {
  const root = path.join(process.cwd(), 'data');
  await mkdir(root, { recursive: true });
  return mkdtemp(path.join(root, prefix));
}
