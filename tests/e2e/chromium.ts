import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

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

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--headless', ...OFFLINE_FLAGS] });
}
