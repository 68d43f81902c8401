import { inject } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './chromium.ts';

export const baseUrl = () => inject('baseUrl');

/** One Chromium per test file; each test gets a fresh context (no shared storage). */
export function useBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  return {
    async start() {
      browser = await launchChromium();
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
      return context.newPage();
    },
    async stop() {
      await Promise.all(contexts.map((c) => c.close()));
      await browser?.close();
    },
  };
}
