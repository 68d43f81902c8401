import { chmod, lstat, readdir } from 'node:fs/promises';
import path from 'node:path';

// Everything the shop writes (the embedded database with password hashes and admin flags, uploads,
// mails holding reset and claim links, backups, site builds, the webhook secret) belongs to the
// shop's user alone: another local user may neither read nor rewrite it (decision 0255).

export const PRIVATE_FILE = 0o600;
export const PRIVATE_DIR = 0o700;

/**
 * Called first thing by every entry point (the shop and each CLI): files and folders created by
 * this process and its children (astro's build, pg_dump, PGlite, unstorage) get no group or other
 * bits, whatever umask the shell or the service manager left.
 */
export function keepNewFilesPrivate(): void {
  process.umask(0o077);
}

/**
 * Takes group and other bits off a folder tree the shop owns: a data folder written by an older
 * version, and PGlite's files, which PGlite creates as 0666 whatever the umask. Only entries
 * that grant something are changed; an entry owned by someone else, or gone meanwhile, is left.
 */
export async function tightenTree(root: string): Promise<void> {
  const info = await lstat(root).catch(() => null);
  if (!info || info.isSymbolicLink()) return;
  if (info.mode & 0o077) await chmod(root, info.mode & ~0o077 & 0o7777).catch(ignoreForeign);
  if (!info.isDirectory()) return;
  const entries = await readdir(root).catch(() => [] as string[]);
  for (const name of entries) await tightenTree(path.join(root, name));
}

function ignoreForeign(error: NodeJS.ErrnoException) {
  if (error.code !== 'EPERM' && error.code !== 'ENOENT') throw error;
}
