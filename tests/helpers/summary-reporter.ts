import { writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

export interface ProjectTimes {
  files: number;
  tests: number;
  /** Summed time of the project's files (collecting and running), as if they ran one after another. */
  inFiles: number;
  first: number;
  last: number;
}

/** What one vitest process reports to `npm test`'s runner (scripts/run-tests.ts) through TEST_SUMMARY_FILE. */
export interface RunSummary {
  /** Per project, its times relative to the run's start (ms). */
  projects: Record<string, ProjectTimes>;
  wholeRunMs: number;
  passed: number;
  failed: number;
  skipped: number;
}

const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;

/** The per-project lines and the pass/fail line, for one process's run or several combined. */
export function summaryLines(summary: RunSummary): string[] {
  const lines = ['Time per project (from the run’s start; projects overlap):'];
  for (const [name, t] of Object.entries(summary.projects))
    lines.push(
      `  ${name.padEnd(9)} ${String(t.files).padStart(3)} files ${String(t.tests).padStart(5)} tests` +
        `  ${seconds(t.first)} → ${seconds(t.last)}` +
        `  (${seconds(t.last - t.first)} wall, ${seconds(t.inFiles)} in its files)`,
    );
  lines.push(`  whole run ${seconds(summary.wholeRunMs)}`, '');
  lines.push(`${summary.passed} passed, ${summary.failed} failed, ${summary.skipped} skipped`);
  return lines;
}

/**
 * Ends the run with the time each project took (unit, pglite, postgres, e2e: its first file's start
 * to its last file's end, and its files' summed time) and the plain 'N passed, N failed' line CI reads.
 */
export default class SummaryReporter implements Reporter {
  private started = performance.now();
  private moduleStarts = new Map<string, number>();
  private projects = new Map<string, ProjectTimes>();

  onTestRunStart() {
    this.started = performance.now();
  }

  onTestModuleStart(mod: TestModule) {
    this.moduleStarts.set(mod.moduleId, performance.now());
  }

  onTestModuleEnd(mod: TestModule) {
    const end = performance.now();
    const start = this.moduleStarts.get(mod.moduleId) ?? end;
    const name = mod.project.name;
    const times = this.projects.get(name) ?? { files: 0, tests: 0, inFiles: 0, first: start, last: end };
    const diagnostic = mod.diagnostic();
    times.files++;
    times.tests += [...mod.children.allTests()].length;
    times.inFiles += diagnostic.collectDuration + diagnostic.duration;
    times.first = Math.min(times.first, start);
    times.last = Math.max(times.last, end);
    this.projects.set(name, times);
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const mod of modules) {
      for (const test of mod.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
      }
    }
    const projects: RunSummary['projects'] = {};
    for (const [name, t] of this.projects)
      projects[name] = { ...t, first: t.first - this.started, last: t.last - this.started };
    const summary: RunSummary = { projects, wholeRunMs: performance.now() - this.started, passed, failed, skipped };
    console.log(['', ...summaryLines(summary)].join('\n'));
    if (process.env.TEST_SUMMARY_FILE) writeFileSync(process.env.TEST_SUMMARY_FILE, JSON.stringify(summary));
  }
}
