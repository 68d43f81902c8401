// `npm test`: type-check and lint side by side, then the browser tests in a vitest process of their
// own beside the other projects' (decision 0436). In one process vitest runs a project whose files
// may not run at once (e2e: one shop, one Chromium) as a group of its own after all the others,
// leaving a core idle for its six minutes. Arguments (`npm test -- tests/x.test.ts`) go to one plain
// `vitest run`, without type-check and lint.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { summaryLines, type RunSummary } from '../tests/helpers/summary-reporter.ts';

interface Finished {
  code: number;
  output: string;
  seconds: number;
}

/** Runs a command; its output is kept for later unless `live`, then it goes straight through. */
function run(command: string, args: string[], options: { env?: NodeJS.ProcessEnv; live?: boolean } = {}) {
  const started = performance.now();
  const child = spawn(command, args, {
    env: { ...process.env, ...options.env },
    stdio: ['ignore', options.live ? 'inherit' : 'pipe', options.live ? 'inherit' : 'pipe'],
  });
  let output = '';
  let echo = false;
  const keep = (chunk: Buffer) => (echo ? process.stdout.write(chunk) : (output += chunk.toString()));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const finished = new Promise<Finished>((resolve) =>
    child.once('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output, seconds: (performance.now() - started) / 1000 }),
    ),
  );
  return {
    child,
    finished,
    /** Prints what was kept so far and lets the rest through as it comes. */
    goLive() {
      process.stdout.write(output);
      output = '';
      echo = true;
    },
  };
}

const vitest = path.resolve('node_modules/.bin/vitest');
const extraArgs = process.argv.slice(2);
if (extraArgs.length) {
  const { finished } = run(vitest, ['run', ...extraArgs], { live: true });
  process.exit((await finished).code);
}

// Type-check and lint: each keeps one core busy, so they go side by side; either failing ends the run.
const checks = await Promise.all(
  ['typecheck', 'lint'].map(async (script) => ({
    script,
    ...(await run('npm', ['run', '--silent', script]).finished),
  })),
);
for (const { script, code, output, seconds } of checks) {
  console.log(`\n── npm run ${script} (${Math.round(seconds)} s) ──\n${output.trimEnd()}`);
  if (code !== 0) process.exit(code);
}

const summaries = mkdtempSync(path.join(tmpdir(), 'shop-tests-'));
const summaryFile = (name: string) => path.join(summaries, `${name}.json`);
const processes = [
  { name: 'database', projects: ['--project=!e2e'] },
  { name: 'e2e', projects: ['--project=e2e'] },
].map(({ name, projects }, index) => ({
  name,
  spawnedAt: performance.now(),
  ...run(vitest, ['run', ...projects], { env: { TEST_SUMMARY_FILE: summaryFile(name) }, live: index === 0 }),
}));
const stop = (signal: NodeJS.Signals) => processes.forEach((p) => p.child.kill(signal));
process.once('SIGINT', () => stop('SIGINT'));
process.once('SIGTERM', () => stop('SIGTERM'));

const [first, browser] = processes;
const firstResult = await first!.finished;
console.log('\n── browser tests (e2e), run beside the others ──');
browser!.goLive();
const browserResult = await browser!.finished;

// One table and one pass/fail line for the whole run, the line CI reads last.
const combined: RunSummary = { projects: {}, wholeRunMs: 0, passed: 0, failed: 0, skipped: 0 };
let missing = false;
for (const p of processes) {
  let summary: RunSummary;
  try {
    summary = JSON.parse(readFileSync(summaryFile(p.name), 'utf8')) as RunSummary;
  } catch {
    missing = true; // the process ended before its reporter could write: its exit code tells
    continue;
  }
  const offset = p.spawnedAt - processes[0]!.spawnedAt;
  for (const [project, t] of Object.entries(summary.projects))
    combined.projects[project] = { ...t, first: t.first + offset, last: t.last + offset };
  combined.wholeRunMs = Math.max(combined.wholeRunMs, summary.wholeRunMs + offset);
  combined.passed += summary.passed;
  combined.failed += summary.failed;
  combined.skipped += summary.skipped;
}
rmSync(summaries, { recursive: true, force: true });
console.log(['', '── whole run ──', ...summaryLines(combined)].join('\n'));
const failed = firstResult.code || browserResult.code || (missing ? 1 : 0);
process.exit(failed);
