import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserServer } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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

/** Fails with what to do when Debian's Chromium is missing (scripts/test-tools.sh installs it; CI runs that). */
export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  throw new Error(
    `Chromium not found at ${CHROMIUM_PATH}: run scripts/test-tools.sh as root (apt-get install -y chromium) or set CHROMIUM_PATH`,
  );
}

const LAUNCH = { executablePath: CHROMIUM_PATH, args: ['--headless', ...OFFLINE_FLAGS] };

export function launchChromium(): Promise<Browser> {
  return chromium.launch(LAUNCH);
}

/**
 * One Chromium for the whole browser-test run, which each test file connects to: a launch per
 * file cost about a second of a two-core machine, 47 times a run.
 */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer(LAUNCH);
}

/** The run's Chromium (launchChromiumServer); closing what this returns leaves it running for the next file. */
export function connectChromium(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}
