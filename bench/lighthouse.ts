// Lighthouse's four category scores (0–100) with its default mobile settings, in Debian's
// Chromium. Pages are audited one after the other in one browser.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_PATH, OFFLINE_FLAGS } from '../tests/e2e/chromium.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Scores = Record<(typeof CATEGORIES)[number], number>;

export async function lighthouseScores(baseUrl: string, pages: string[]): Promise<Record<string, Scores>> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...OFFLINE_FLAGS],
  });
  const results: Record<string, Scores> = {};
  try {
    for (const page of pages) {
      const run = await lighthouse(baseUrl + page, {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: [...CATEGORIES],
      });
      const lhr = run!.lhr;
      results[page] = Object.fromEntries(
        CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
      ) as Scores;
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
      console.log(
        `Lighthouse ${page}: ${CATEGORIES.map((c) => `${c} ${results[page]![c]}`).join(', ')}${failing.length ? `; below 0.9: ${failing.map((a) => a.id).join(', ')}` : ''}`,
      );
    }
  } finally {
    chrome.kill();
  }
  return results;
}
