import { afterEach, expect, inject, onTestFinished } from 'vitest';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import { connectChromium } from './chromium.ts';

export const baseUrl = () => inject('baseUrl');

// React's hydration failures (minified #418 text mismatch, #419, #421, #422, #423, #425), in any
// build, and the development wording; each means server and client HTML differed.
const HYDRATION_ERROR =
  /Minified React error #(418|419|421|422|423|425)\b|hydrat|did not match|server rendered (HTML|text)/i;

/** True for a page error or console error that says a React island failed to hydrate. */
export function isHydrationError(text: string): boolean {
  return HYDRATION_ERROR.test(text);
}

/**
 * The run's Chromium for a test file; each test gets a fresh context (no shared storage). Every
 * page is watched: a hydration error on any page fails the test that opened it.
 */
export function useBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let hydrationErrors: string[] = [];
  afterEach(() => {
    const seen = hydrationErrors;
    hydrationErrors = [];
    expect(seen, 'React hydration errors in the browser').toEqual([]);
  });
  const watch = (page: Page) => {
    page.on('pageerror', (error) => {
      if (isHydrationError(`${error.message}\n${error.stack ?? ''}`))
        hydrationErrors.push(`${page.url()}: ${error.message}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error' && isHydrationError(message.text()))
        hydrationErrors.push(`${page.url()}: ${message.text()}`);
    });
  };
  return {
    async start() {
      browser = await connectChromium(inject('chromiumEndpoint'));
    },
    /** `phone` emulates a touch phone (mobile viewport, touch events, a phone's pixel ratio). */
    async newPage(options: { width?: number; height?: number; phone?: boolean } = {}): Promise<Page> {
      const context = await browser.newContext({
        baseURL: baseUrl(),
        locale: 'tr-TR',
        viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
        ...(options.phone ? { isMobile: true, hasTouch: true, deviceScaleFactor: 3 } : {}),
      });
      contexts.push(context);
      // A test's pages close with it: left open to the file's end, their timers and animations
      // kept Chromium busy while the later tests ran. One opened in a hook lasts until stop().
      try {
        onTestFinished(() => context.close());
      } catch {
        // not inside a test
      }
      context.on('page', watch);
      const page = await context.newPage();
      return page;
    },
    async stop() {
      await Promise.all(contexts.map((c) => c.close()));
      await browser?.close();
    },
  };
}

/** A download's bytes: the run's Chromium is connected to, so the file is not on a path of ours. */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
