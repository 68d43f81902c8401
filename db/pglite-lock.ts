import { open, readFile, rm } from 'node:fs/promises';
import { PRIVATE_FILE } from '#api/core/private-files.ts';

/**
 * Embedded PGlite belongs to one process: a second process opening the same folder (a second
 * `npm start`, `admin:create` or a backup while the shop runs) would write over the first one's
 * files. The lock is a file beside the folder holding the owner's process id; a lock whose process
 * is gone (a crash, a kill -9) is taken over.
 */
export class DataDirInUseError extends Error {}

export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  const lockFile = `${dir.replace(/\/+$/, '')}.lock`;
  for (;;) {
    try {
      const handle = await open(lockFile, 'wx', PRIVATE_FILE);
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => rm(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number((await readFile(lockFile, 'utf8').catch(() => '')).trim());
    if (owner && owner !== process.pid && isRunning(owner))
      throw new DataDirInUseError(
        `Veritabanı başka bir süreç tarafından kullanılıyor (süreç ${owner}): ${dir}\n` +
          '  Gömülü veritabanını aynı anda yalnızca bir süreç açabilir. Önce çalışan mağazayı durdurun; ' +
          'birden çok kopya için DATABASE_URL ile PostgreSQL kullanın.',
      );
    await rm(lockFile, { force: true }); // left by a process that no longer runs
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
