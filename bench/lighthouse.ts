// Lighthouse as a visitor's run from outside sees the shop (decision 0327): a fresh shop started
// as `npm start` does, in its own process, audited before anything warmed it; Lighthouse's
// default mobile settings (simulated throttling, cold cache) in a fresh Chromium for every run,
// as the CLI does; three runs a page, the median, with the machine's speed beside each run.
// The old bench's 99–100 came from one warm Chromium for all its runs (V8's code cache kept
// compiled scripts between them), a shop warmed by the page-weight pass and serving from the
// bench's own process: none of that is what a phone meets.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_PATH, ensureChromium, OFFLINE_FLAGS } from '../tests/e2e/chromium.ts';
import { waitForShopUrl } from '../tests/helpers/shop-process.ts';
import { productPath } from '#api/shared/catalogue-paths.ts';
import type { Figure } from './figures.ts';
import { SHOP_START_ARGS, SHOP_START_ENV } from '#api/start-command.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Scores = Record<(typeof CATEGORIES)[number], number>;
export interface PageAudit {
  scores: Scores;
  /** Total blocking time (ms) of the run whose performance score is the median. */
  totalBlockingTime: number;
  /** Lighthouse's measure of this machine's CPU during that run (environment.benchmarkIndex). */
  benchmarkIndex: number;
}
const RUNS = 3;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * `npm run bench -- lighthouse`: performance and the other categories, total blocking time and
 * the machine's speed for the home page, the market and the demo's first product.
 */
export async function lighthouseFigures(): Promise<Figure[]> {
  ensureChromium();
  const audits = await withFreshShop(async (url) => {
    const first = (await (await fetch(`${url}/api/products?pageSize=1`)).json()) as { products: { slug: string }[] };
    return lighthouseAudits(url, ['/', '/urunler', productPath(first.products[0]!.slug)]);
  });
  const figures: Figure[] = [];
  for (const [page, { scores, totalBlockingTime, benchmarkIndex }] of Object.entries(audits)) {
    const speed = `benchmarkIndex ${benchmarkIndex.toFixed(0)}`;
    for (const [category, score] of Object.entries(scores))
      figures.push({
        name: `Lighthouse ${page} ${category}${category === 'performance' ? ` (${speed})` : ''}`,
        value: score,
        unit: '',
        goal: { atLeast: 98 },
      });
    // Lighthouse's own bound for a good total blocking time on its simulated phone.
    figures.push({
      name: `Lighthouse ${page} total blocking time (${speed})`,
      value: totalBlockingTime,
      unit: 'ms',
      goal: { atMost: 200 },
    });
  }
  return figures;
}

/** `npm start` of a fresh shop (embedded database, demo catalogue) in its own process. */
export async function withFreshShop<T>(use: (url: string) => Promise<T>): Promise<T> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const child = spawn(process.execPath, SHOP_START_ARGS, {
    env: { ...SHOP_START_ENV, ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    return await use(await waitForShopUrl(child));
  } finally {
    child.kill();
    await new Promise((resolve) => child.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
}

export async function lighthouseAudits(baseUrl: string, pages: string[]): Promise<Record<string, PageAudit>> {
  const results: Record<string, PageAudit> = {};
  for (const page of pages) {
    const runs: PageAudit[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await audit(baseUrl + page, page, run === 0));
    const performance = median(runs.map((r) => r.scores.performance));
    const middle = runs.find((r) => r.scores.performance === performance)!;
    results[page] = {
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))])) as Scores,
      totalBlockingTime: middle.totalBlockingTime,
      benchmarkIndex: middle.benchmarkIndex,
    };
    console.log(
      `Lighthouse ${page}, median of ${RUNS}: ${CATEGORIES.map((c) => `${c} ${results[page]!.scores[c]}`).join(', ')}`,
    );
    for (const r of runs)
      console.log(
        `  run: performance ${r.scores.performance}, total blocking time ${r.totalBlockingTime.toFixed(0)} ms, benchmarkIndex ${r.benchmarkIndex.toFixed(0)}`,
      );
  }
  return results;
}

/** One Lighthouse run in its own Chromium; the first of a page's runs also prints what cost it points. */
async function audit(url: string, page: string, explain: boolean): Promise<PageAudit> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...OFFLINE_FLAGS],
  });
  try {
    const run = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...CATEGORIES],
    });
    const lhr = run!.lhr;
    const scores = Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
    ) as Scores;
    const measured = {
      scores,
      totalBlockingTime: lhr.audits['total-blocking-time']?.numericValue ?? 0,
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
    if (explain) explainRun(lhr, page);
    return measured;
  } finally {
    chrome.kill();
  }
}

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function explainRun(lhr: Result, page: string) {
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
  // The long tasks that make the blocking time: which script, how long.
  const longTasks =
    (lhr.audits['long-tasks']?.details as { items?: { url?: string; duration?: number }[] } | undefined)?.items ?? [];
  for (const task of longTasks.slice(0, 5))
    console.log(`  long task on ${page}: ${task.duration?.toFixed(0)} ms ${task.url ?? ''}`);
}
