import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserServer } from 'playwright-core';

/** Debian's Chromium: the browser a visitor has, for the Lighthouse and site benchmarks. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's headless shell (chromium-headless-shell): the same Blink and V8 without the desktop
 * browser around them, as Playwright itself runs headless tests. The browser tests spent about a
 * third of the suite's CPU in Chromium; the shell renders the same pages for less than half of it
 * (decision 0438).
 */
export const HEADLESS_SHELL_PATH = process.env.HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

// Flags that keep Chromium from reaching out to the internet this machine does not have
// (the browser tests and the Lighthouse benchmark both launch it with them).
export const OFFLINE_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Fails with what to do when a Debian browser is missing: scripts/test-tools.sh installs the
 * headless shell the tests use (CI runs it), `scripts/test-tools.sh bench` Chromium as well.
 */
export function ensureChromium(executablePath = CHROMIUM_PATH) {
  if (existsSync(executablePath)) return;
  const [variable, script] =
    executablePath === HEADLESS_SHELL_PATH
      ? ['HEADLESS_SHELL_PATH', 'scripts/test-tools.sh']
      : ['CHROMIUM_PATH', 'scripts/test-tools.sh bench'];
  throw new Error(`${executablePath} not found: run ${script} as root or set ${variable}`);
}

const launchOptions = (executablePath: string) => ({ executablePath, args: ['--headless', ...OFFLINE_FLAGS] });

export function launchChromium(): Promise<Browser> {
  return chromium.launch(launchOptions(CHROMIUM_PATH));
}

/**
 * One headless shell for the whole browser-test run, which each test file connects to: a launch
 * per file cost about a second of a two-core machine, 47 times a run.
 */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer(launchOptions(HEADLESS_SHELL_PATH));
}

/** The run's browser (launchChromiumServer); closing what this returns leaves it running for the next file. */
export function connectChromium(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}
