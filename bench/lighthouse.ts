// Lighthouse's four category scores (0–100) with its default mobile settings, in Debian's
// Chromium. Pages are audited one after the other in one browser, each RUNS times: a score is
// the median of its runs, as Lighthouse's documentation advises for a machine whose load varies
// (docs/variability.md: the median of five runs varies about half as much as one run; on this
// 2-core machine one page's total blocking time ranged 145–837 ms over consecutive runs).
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_PATH, OFFLINE_FLAGS } from '../tests/e2e/chromium.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Scores = Record<(typeof CATEGORIES)[number], number>;
const RUNS = 5;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function lighthouseScores(baseUrl: string, pages: string[]): Promise<Record<string, Scores>> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...OFFLINE_FLAGS],
  });
  const results: Record<string, Scores> = {};
  try {
    for (const page of pages) {
      const runs: Scores[] = [];
      const speeds: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const { scores, benchmarkIndex } = await audit(baseUrl + page, page, chrome.port, run === 0);
        runs.push(scores);
        speeds.push(benchmarkIndex);
      }
      results[page] = Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r[c]))])) as Scores;
      console.log(
        `Lighthouse ${page}, median of ${RUNS}: ${CATEGORIES.map((c) => `${c} ${results[page]![c]} (${runs.map((r) => r[c]).join('/')})`).join(', ')}`,
      );
      // Lighthouse's own measure of this machine's CPU: its simulated phone assumes a fast
      // host, so on a slow or shared one the performance score falls with no page changed.
      console.log(`  machine speed (Lighthouse benchmarkIndex): ${speeds.map((b) => b.toFixed(0)).join('/')}`);
    }
  } finally {
    chrome.kill();
  }
  return results;
}

/** One Lighthouse run; the first of a page's runs also prints what cost it points. */
async function audit(
  url: string,
  page: string,
  port: number,
  explain: boolean,
): Promise<{ scores: Scores; benchmarkIndex: number }> {
  const run = await lighthouse(url, {
    port,
    logLevel: 'error',
    output: 'json',
    onlyCategories: [...CATEGORIES],
  });
  const lhr = run!.lhr;
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
  ) as Scores;
  const measured = { scores, benchmarkIndex: lhr.environment.benchmarkIndex };
  if (!explain) return measured;
  const failing = Object.values(lhr.audits).filter(
    (a) =>
      a.score !== null &&
      a.score < 0.9 &&
      a.scoreDisplayMode !== 'informative' &&
      a.scoreDisplayMode !== 'notApplicable',
  );
  for (const id of ['inspector-issues', 'heading-order', 'uses-text-compression']) {
    const items = (lhr.audits[id]?.details as { items?: unknown[] } | undefined)?.items ?? [];
    if (lhr.audits[id]?.score !== 1 && items.length)
      console.log(`  ${id} on ${page}: ${JSON.stringify(items).slice(0, 400)}`);
  }
  const consoleErrors =
    (lhr.audits['errors-in-console']?.details as { items?: { description?: string }[] } | undefined)?.items ?? [];
  for (const item of consoleErrors) console.log(`  console error on ${page}: ${item.description?.slice(0, 300)}`);
  if (failing.length) console.log(`  below 0.9 on ${page}: ${failing.map((a) => a.id).join(', ')}`);
  return measured;
}
