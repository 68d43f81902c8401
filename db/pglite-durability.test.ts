import { describe, expect, it, vi } from 'vitest';
import fs from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from './connection.ts';

// Counts real fsync() calls while rows are committed: durable PGlite must make some.
async function fsyncsPerCommits(durable: boolean): Promise<{ fsyncs: number; setting: string }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pglite-durable-'));
  const spy = vi.spyOn(fs, 'fsyncSync');
  try {
    const db = await openDatabase({ pgliteDir: dir, durable });
    const [{ fsync }] = await db.sql<[{ fsync: string }]>`SHOW fsync`;
    await db.sql`CREATE TABLE t (x int)`;
    spy.mockClear();
    for (let i = 0; i < 5; i++) await db.sql`INSERT INTO t VALUES (${i})`;
    const fsyncs = spy.mock.calls.length;
    await db.close();
    return { fsyncs, setting: fsync };
  } finally {
    spy.mockRestore();
    await rm(dir, { recursive: true, force: true });
  }
}

describe('embedded PGlite durability', () => {
  it('syncs every commit to disk by default', async () => {
    const { fsyncs, setting } = await fsyncsPerCommits(true);
    expect(setting).toBe('on');
    expect(fsyncs).toBeGreaterThanOrEqual(5);
  });

  it('syncs nothing in the benchmark-only relaxed mode', async () => {
    const { fsyncs, setting } = await fsyncsPerCommits(false);
    expect(setting).toBe('off');
    expect(fsyncs).toBe(0);
  });
});
