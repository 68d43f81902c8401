import { writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

interface ProjectTimes {
  files: number;
  tests: number;
  /** Summed time of the project's files (collecting and running), as if they ran one after another. */
  inFiles: number;
  first: number;
  last: number;
}

/** What a run's tests came to, written to TEST_SUMMARY_FILE when it is set (scripts/test.ts adds two runs up). */
export interface RunCounts {
  passed: number;
  failed: number;
  skipped: number;
}

const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;

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
    console.log('\nTime per project (from the run’s start; projects overlap):');
    for (const [name, t] of this.projects)
      console.log(
        `  ${name.padEnd(9)} ${String(t.files).padStart(3)} files ${String(t.tests).padStart(5)} tests` +
          `  ${seconds(t.first - this.started)} → ${seconds(t.last - this.started)}` +
          `  (${seconds(t.last - t.first)} wall, ${seconds(t.inFiles)} in its files)`,
      );
    console.log(`  whole run ${seconds(performance.now() - this.started)}`);
    console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
    const summaryFile = process.env.TEST_SUMMARY_FILE;
    if (summaryFile) writeFileSync(summaryFile, JSON.stringify({ passed, failed, skipped } satisfies RunCounts));
  }
}
