import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { ensureChromium, HEADLESS_SHELL_PATH, launchChromiumServer } from './chromium.ts';
import { waitForShopUrl } from '../helpers/shop-process.ts';
import { removeShopData, testDataDir } from '../helpers/data-dirs.ts';
import { SHOP_START_ARGS, SHOP_START_ENV } from '#api/start-command.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    adminUsername: string;
    adminPassword: string;
    dataDir: string;
    /** The run's Chromium, which every test file connects to. */
    chromiumEndpoint: string;
  }
}

/**
 * Starts the shop the way a user does (`node api/main.ts`) on a fresh embedded database, and the
 * Chromium the test files share.
 */
export default async function setup(project: TestProject) {
  ensureChromium(HEADLESS_SHELL_PATH);
  const chromium = await launchChromiumServer();
  project.provide('chromiumEndpoint', chromium.wsEndpoint());
  const dataDir = await testDataDir('e2e-');
  const adminPassword = randomBytes(9).toString('base64url');
  const child = spawn(process.execPath, SHOP_START_ARGS, {
    env: {
      ...SHOP_START_ENV,
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: '0',
      ADMIN_USERNAME: 'yonetici',
      ADMIN_PASSWORD: adminPassword,
      CHECKOUT_RATE_LIMIT: '1000',
      CHECKOUT_ADDRESS_RATE_LIMIT: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A shop that does not start leaves no Chromium behind.
  const baseUrl = await waitForShopUrl(child).catch(async (error: unknown) => {
    await chromium.close();
    throw error;
  });
  project.provide('baseUrl', baseUrl);
  project.provide('adminUsername', 'yonetici');
  project.provide('adminPassword', adminPassword);
  project.provide('dataDir', dataDir);
  return async () => {
    child.kill('SIGTERM');
    await Promise.all([new Promise((resolve) => child.once('exit', resolve)), chromium.close()]);
    await removeShopData(dataDir);
  };
}
