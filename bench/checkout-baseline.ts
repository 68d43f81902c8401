// The shop as it was when issue 17 set the checkout goal ("twice today's throughput"), kept
// runnable beside this checkout: its files from git, its own npm packages (its lock file
// predates some optional packages, so `npm install`, not `npm ci`), and this
// checkout's measuring scripts copied in, so both sides are measured by the same code.
import { execFileSync } from 'node:child_process';
import { copyFile, mkdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const ISSUE_DAY_COMMIT = 'd3cfa2a';

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** The baseline's folder, prepared once per machine (about a minute for its npm install); null with why when it cannot be. */
export async function issueDayShop(): Promise<{ dir: string } | { missing: string }> {
  const dir = path.join(os.tmpdir(), `shop-bench-${ISSUE_DAY_COMMIT}`);
  const ready = path.join(dir, '.bench-ready');
  try {
    if (!(await exists(ready))) {
      // A shallow clone has no history to rebuild the baseline from.
      execFileSync('git', ['cat-file', '-e', `${ISSUE_DAY_COMMIT}^{commit}`], { stdio: 'ignore' });
      await rm(dir, { recursive: true, force: true });
      await mkdir(dir, { recursive: true });
      execFileSync('sh', ['-c', `git archive ${ISSUE_DAY_COMMIT} | tar -x -C "${dir}"`], { stdio: 'inherit' });
      console.log(`Preparing ${ISSUE_DAY_COMMIT} in ${dir} (npm install, once per machine)…`);
      execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, stdio: 'inherit' });
      await writeFile(ready, new Date().toISOString());
    }
    for (const file of ['checkout-throughput.ts', 'checkout-run.ts'])
      await copyFile(path.join(import.meta.dirname, file), path.join(dir, 'bench', file));
    return { dir };
  } catch (error) {
    return { missing: `${ISSUE_DAY_COMMIT} could not be prepared (${(error as Error).message.split('\n')[0]})` };
  }
}
