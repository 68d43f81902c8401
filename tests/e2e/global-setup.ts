import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureChromium } from './chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    adminUsername: string;
    adminPassword: string;
    dataDir: string;
  }
}

/** Starts the shop the way a user does (`node api/main.ts`) on a fresh embedded database. */
export default async function setup(project: TestProject) {
  ensureChromium();
  const dataDir = path.resolve('data', `e2e-${randomBytes(4).toString('hex')}`);
  const adminPassword = randomBytes(9).toString('base64url');
  const child = spawn(process.execPath, ['api/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: '0',
      ADMIN_USERNAME: 'yonetici',
      ADMIN_PASSWORD: adminPassword,
      CHECKOUT_RATE_LIMIT: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const baseUrl = await waitForUrl(child);
  project.provide('baseUrl', baseUrl);
  project.provide('adminUsername', 'yonetici');
  project.provide('adminPassword', adminPassword);
  project.provide('dataDir', dataDir);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  };
}

function waitForUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Mağaza hazır: (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]!);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`The shop exited with ${code} before it was ready:\n${output}`)));
  });
}
