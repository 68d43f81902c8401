import { describe, expect, it } from 'vitest';
import { createFreshReads } from './fresh-reads.ts';

/** A read that ends when the test says so, counting how often it started. */
function controlledReads() {
  const started: Array<(value: number) => void> = [];
  return {
    started,
    run: () => new Promise<number>((resolve) => started.push(resolve)),
  };
}

describe('fresh reads', () => {
  it('answers everyone who asked during a read with the next read, never the running one', async () => {
    const reads = createFreshReads<number>();
    const db = controlledReads();
    const first = reads.read('k', db.run);
    const second = reads.read('k', db.run);
    const third = reads.read('k', db.run);
    expect(db.started).toHaveLength(1);
    db.started[0]!(1);
    expect(await first).toBe(1);
    // The second read starts only once the first has ended, and serves both latecomers.
    await Promise.resolve();
    expect(db.started).toHaveLength(2);
    db.started[1]!(2);
    expect(await second).toBe(2);
    expect(await third).toBe(2);
    const later = reads.read('k', db.run);
    expect(db.started).toHaveLength(3);
    db.started[2]!(3);
    expect(await later).toBe(3);
  });

  it('keeps keys apart', async () => {
    const reads = createFreshReads<string>();
    const a = reads.read('a', async () => 'A');
    const b = reads.read('b', async () => 'B');
    expect([await a, await b]).toEqual(['A', 'B']);
  });

  it('passes a failed read to its waiters only, and the next asker reads again', async () => {
    const reads = createFreshReads<number>();
    let calls = 0;
    const failing = reads.read('k', async () => {
      calls++;
      throw new Error('veritabanı yok');
    });
    const waiting = reads.read('k', async () => ++calls);
    await expect(failing).rejects.toThrow('veritabanı yok');
    expect(await waiting).toBe(2);
    expect(await reads.read('k', async () => ++calls)).toBe(3);
  });
});
