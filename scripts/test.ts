// `npm test`: the type check and lint, then the unit and database tests, while the browser tests
// run beside them from the start in a vitest of their own (decision 0439). The browser tests go one
// file at a time against one shop and keep about one core of two busy; after everything else they
// left the other core idle for a third of the run.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { RunCounts } from '../tests/helpers/summary-reporter.ts';
import { removeShopData } from '../tests/helpers/data-dirs.ts';

const root = path.resolve(import.meta.dirname, '..');
const vitest = path.join(root, 'node_modules', '.bin', 'vitest');
const summaries = await mkdtemp(path.join(os.tmpdir(), 'shop-test-run-'));
const started = performance.now();

interface Finished {
  code: number;
  output: string;
}

/**
 * A command in a process group of its own (so a failed check stops the browser tests' shop with
 * them): its output shown live, live behind a prefix, or kept and shown in one piece at its end.
 */
function run(
  command: string,
  args: string[],
  show: 'live' | 'at-end' | { prefix: string },
  env: NodeJS.ProcessEnv = {},
) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', show === 'live' ? 'inherit' : 'pipe', show === 'live' ? 'inherit' : 'pipe'],
    detached: true,
  });
  let output = '';
  let partial = '';
  const take = (chunk: Buffer) => {
    if (typeof show !== 'object') return void (output += chunk.toString());
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop()!;
    for (const line of lines) process.stdout.write(`${show.prefix}${line}\n`);
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  const finished = new Promise<Finished>((resolve) =>
    child.once('close', (code) => {
      running.delete(child);
      if (partial) take(Buffer.from('\n'));
      resolve({ code: code ?? 1, output });
    }),
  );
  running.set(child, finished);
  return { child, finished };
}

const stop = (child: ChildProcess) => {
  if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
};

// The run's data folders carry its id (tests/helpers/data-dirs.ts): what an interrupted run's
// teardowns never removed (the browser tests' shop, the migrated template) goes at the end.
const runId = `run${randomBytes(3).toString('hex')}`;
async function removeLeftovers() {
  const dataRoot = path.join(root, 'data');
  const names = await readdir(dataRoot).catch(() => [] as string[]);
  await Promise.all(
    names.filter((name) => name.includes(`-${runId}-`)).map((name) => removeShopData(path.join(dataRoot, name))),
  );
}

// Its own process group keeps a child from the terminal's Ctrl-C: the runner passes it on, so an
// interrupted run leaves no vitest, shop or browser behind, nor their folders.
const running = new Map<ChildProcess, Promise<unknown>>();
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    for (const child of running.keys()) stop(child);
    const stopped = Promise.all(running.values());
    void Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 10_000))])
      .then(removeLeftovers)
      .finally(() => process.exit(130));
  });

const RUNS = { browser: 'e2e', others: '!e2e' };

/** A vitest run of the projects `RUNS[name]` picks, its counts left in the run's summary folder. */
const vitestRun = (name: keyof typeof RUNS, show: Parameters<typeof run>[2]) =>
  run(vitest, ['run', `--project=${RUNS[name]}`], show, {
    TEST_SUMMARY_FILE: path.join(summaries, `${name}.json`),
    SHOP_TEST_RUN: runId,
  });

const browser = vitestRun('browser', { prefix: 'e2e │ ' });
let failed = false;
try {
  // The two checks share the machine's cores; each prints its whole output when it ends.
  for (const check of await Promise.all([
    run('npm', ['run', '--silent', 'typecheck'], 'at-end').finished,
    run('npm', ['run', '--silent', 'lint'], 'at-end').finished,
  ])) {
    process.stdout.write(check.output);
    if (check.code !== 0) failed = true;
  }
  if (failed) {
    stop(browser.child);
  } else {
    const others = vitestRun('others', 'live');
    if ((await others.finished).code !== 0) failed = true;
  }
  if ((await browser.finished).code !== 0) failed = true;

  const counts: RunCounts = { passed: 0, failed: 0, skipped: 0 };
  for (const name of Object.keys(RUNS)) {
    const part = await readFile(path.join(summaries, `${name}.json`), 'utf8').catch(() => null);
    if (!part) continue;
    for (const key of Object.keys(counts) as (keyof RunCounts)[]) counts[key] += (JSON.parse(part) as RunCounts)[key];
  }
  console.log(`\nnpm test: ${Math.round((performance.now() - started) / 1000)} s, browser tests beside the others`);
  console.log(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
} finally {
  await rm(summaries, { recursive: true, force: true });
  await removeLeftovers();
}
process.exit(failed ? 1 : 0);
