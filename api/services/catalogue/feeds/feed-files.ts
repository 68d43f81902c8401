import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Sql } from '#db/connection.ts';
import { feedProducts } from './feed-products.ts';
import { FEED_FORMATS, type FeedName, type FeedShop } from './feed-formats.ts';

/** An older feed file stays this long after a newer one replaces it: a request may still be sending it. */
const KEEP_REPLACED_MS = 10 * 60_000;

export interface FeedFiles {
  /** The path of the feed's file for this cache key, written first if there is none yet. */
  file(name: FeedName, key: string, shop: FeedShop): Promise<string>;
}

/**
 * Each feed written once per cache key into `dir` and served from there (decision 0275).
 * Requests arriving while a file is written wait for that one write; a file is written to a
 * temporary name and renamed into place, so no reader ever sees half of it, and an instance
 * sharing the folder finds it already there.
 */
export function createFeedFiles(sql: Sql, dir: string, onWritten: (name: FeedName, ms: number) => void): FeedFiles {
  const current = new Map<FeedName, { key: string; file: string }>();
  const writing = new Map<string, Promise<string>>();

  async function prepare(name: FeedName, key: string, shop: FeedShop): Promise<string> {
    const file = path.join(dir, `${name}-${key}.xml`);
    if (!(await stat(file).catch(() => null))) {
      await mkdir(dir, { recursive: true });
      const temporary = `${file}.${randomUUID()}.tmp`;
      const started = performance.now();
      try {
        await writeFeed(sql, name, shop, temporary);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      onWritten(name, performance.now() - started);
    }
    current.set(name, { key, file });
    await removeReplaced(dir, name, file);
    return file;
  }

  return {
    file(name, key, shop) {
      const hit = current.get(name);
      if (hit?.key === key) return Promise.resolve(hit.file);
      const id = `${name}-${key}`;
      let job = writing.get(id);
      if (!job) {
        job = prepare(name, key, shop).finally(() => writing.delete(id));
        writing.set(id, job);
      }
      return job;
    },
  };
}

/** Writes the feed in chunks of one batch of products, waiting whenever the disk is behind. */
async function writeFeed(sql: Sql, name: FeedName, shop: FeedShop, file: string): Promise<void> {
  const format = FEED_FORMATS[name];
  const out = createWriteStream(file);
  const failed = once(out, 'error').then(([error]) => Promise.reject(error as Error));
  failed.catch(() => {});
  const write = async (chunk: string) => {
    if (!out.write(chunk)) await Promise.race([once(out, 'drain'), failed]);
  };
  try {
    await write(format.head(shop));
    for await (const batch of feedProducts(sql, shop.siteUrl)) await write(batch.map(format.product).join(''));
    await write(format.tail);
    out.end();
    await finished(out);
  } finally {
    out.destroy();
  }
}

async function removeReplaced(dir: string, name: FeedName, keep: string): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const now = Date.now();
  for (const entry of names) {
    if (!entry.startsWith(`${name}-`) || path.join(dir, entry) === keep) continue;
    const file = path.join(dir, entry);
    const info = await stat(file).catch(() => null);
    if (info && now - info.mtimeMs > KEEP_REPLACED_MS) await rm(file, { force: true });
  }
}
