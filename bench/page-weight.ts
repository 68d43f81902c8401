// The JavaScript a page loads in Chromium, imports followed: every script the page fetched
// until the network went quiet, gzipped here at level 9 (what a compressing server or CDN sends).
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

export interface PageJs {
  files: number;
  gzipBytes: number;
}

export async function pageJavaScript(
  browser: Browser,
  url: string,
  viewport = { width: 1280, height: 900 },
): Promise<PageJs> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const bodies = new Map<string, Promise<Buffer>>();
  page.on('response', (r) => {
    const isScript = r.request().resourceType() === 'script' || /\.m?js(\?|$)/.test(new URL(r.url()).pathname);
    if (isScript && !bodies.has(r.url())) bodies.set(r.url(), r.body());
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // Islands hydrating on idle or on media start a little later.
  await page.waitForTimeout(500);
  await page.waitForLoadState('networkidle');
  let gzipBytes = 0;
  for (const [url, body] of bodies) {
    const size = gzipSync(await body, { level: 9 }).length;
    if (process.env.BENCH_VERBOSE) console.log(`  ${(size / 1024).toFixed(1).padStart(6)} KB  ${url}`);
    gzipBytes += size;
  }
  await context.close();
  return { files: bodies.size, gzipBytes };
}
