import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PRIVATE_DIR, PRIVATE_FILE } from '../core/private-files.ts';

const cache = new Map<string, Promise<string>>();

/**
 * PUBLISH_WEBHOOK_SECRET, else a random secret generated once and kept in
 * DATA_DIR/publish-webhook.secret (owner-only), so restarts keep verifying.
 */
export function webhookSecret(config: { PUBLISH_WEBHOOK_SECRET?: string; dataDir: string }): Promise<string> {
  if (config.PUBLISH_WEBHOOK_SECRET) return Promise.resolve(config.PUBLISH_WEBHOOK_SECRET);
  let secret = cache.get(config.dataDir);
  if (!secret) {
    secret = readOrCreate(path.join(config.dataDir, 'publish-webhook.secret'));
    cache.set(config.dataDir, secret);
    secret.catch(() => cache.delete(config.dataDir));
  }
  return secret;
}

async function readOrCreate(file: string): Promise<string> {
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_DIR });
  const fresh = randomBytes(32).toString('base64url');
  try {
    // 'wx': if another process wrote one first, theirs wins.
    await writeFile(file, fresh, { flag: 'wx', mode: PRIVATE_FILE });
    return fresh;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return (await readFile(file, 'utf8')).trim();
  }
}
