import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { execFile, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { openDatabase } from './connection.ts';
import { DataDirInUseError, lockDataDir } from './pglite-lock.ts';

const run = promisify(execFile);
let root: string;
let dir: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'pglite-lock-'));
  dir = path.join(root, 'pglite');
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** Another process opening the same folder, as a second `npm start` would. */
async function openInAnotherProcess(): Promise<{ code: number; stderr: string }> {
  const script = `
    const { openDatabase } = await import(${JSON.stringify(path.resolve('db/connection.ts'))});
    const db = await openDatabase({ pgliteDir: ${JSON.stringify(dir)} });
    await db.close();`;
  return run(process.execPath, ['--input-type=module', '-e', script]).then(
    ({ stderr }) => ({ code: 0, stderr }),
    (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
  );
}

describe('embedded PGlite folder lock', () => {
  it('refuses a second process while the database is open, in Turkish, and lets it in after close', async () => {
    const db = await openDatabase({ pgliteDir: dir });
    await db.sql`CREATE TABLE kept (x int)`;
    const refused = await openInAnotherProcess();
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain(`Veritabanı başka bir süreç tarafından kullanılıyor (süreç ${process.pid})`);
    // The refused process changed nothing: this one still reads and writes.
    await db.sql`INSERT INTO kept VALUES (1)`;
    await db.close();
    expect(await openInAnotherProcess()).toEqual({ code: 0, stderr: '' });
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    const gone = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => gone.once('exit', resolve));
    await writeFile(`${dir}.lock`, String(gone.pid));
    const unlock = await lockDataDir(dir);
    expect(await readFile(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    await unlock();
    await expect(readFile(`${dir}.lock`, 'utf8')).rejects.toThrow();
  });

  it('keeps a lock held by a running process', async () => {
    const holder = spawn('sleep', ['30']);
    try {
      await writeFile(`${dir}.lock`, String(holder.pid));
      await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirInUseError);
      expect(await readFile(`${dir}.lock`, 'utf8')).toBe(String(holder.pid));
    } finally {
      holder.kill();
    }
  });
});
