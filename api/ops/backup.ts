import { execFile } from 'node:child_process';
import { chmod, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Config } from '../core/config.ts';
import { createUploadStore } from '../storage/upload-store.ts';
import { conflict, invalid } from '../core/errors.ts';
import { lockDataDir } from '#db/pglite-lock.ts';
import { PRIVATE_DIR, PRIVATE_FILE, tightenTree } from '../core/private-files.ts';
import { pgClientTarget } from './pg-client-env.ts';

const run = promisify(execFile);

/**
 * A backup is a folder: `database.tar.gz` (PGlite's data directory, taken while the shop is
 * stopped) or `database.dump` (pg_dump's custom format), `uploads/` with every stored file
 * under its key, and `backup.json` describing it (docs/decisions/0173).
 */
export interface BackupManifest {
  createdAt: string;
  database: 'pglite' | 'postgres';
  uploads: number;
}

type BackupConfig = Pick<
  Config,
  | 'DATABASE_URL'
  | 'pgliteDir'
  | 'uploadsDir'
  | 'S3_ENDPOINT'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
>;

export async function backup(config: BackupConfig, dir: string): Promise<BackupManifest> {
  // A backup holds every customer's data and the password hashes: the shop's user alone reads it.
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR });
  if ((await readdir(dir)).length > 0) throw conflict(`Yedek klasörü boş değil: ${dir}`);
  await chmod(dir, PRIVATE_DIR);
  const database = config.DATABASE_URL ? 'postgres' : 'pglite';
  if (config.DATABASE_URL) {
    const target = pgClientTarget(config.DATABASE_URL);
    const file = path.join(dir, 'database.dump');
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, target.url], {
      env: target.env,
    });
    await chmod(file, PRIVATE_FILE); // pg_dump creates it under the caller's umask
  } else {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    if (!(await exists(path.join(config.pgliteDir, 'PG_VERSION'))))
      throw invalid(`Veritabanı bulunamadı: ${config.pgliteDir}`);
    const unlock = await lockDataDir(config.pgliteDir);
    try {
      const db = await PGlite.create(config.pgliteDir, { extensions: { pg_trgm } });
      try {
        const tarball = await db.dumpDataDir('gzip');
        await writeFile(path.join(dir, 'database.tar.gz'), Buffer.from(await tarball.arrayBuffer()), {
          mode: PRIVATE_FILE,
        });
      } finally {
        await db.close();
        await tightenTree(config.pgliteDir); // PGlite rewrote some of its files as it opened
      }
    } finally {
      await unlock();
    }
  }
  const store = createUploadStore(config);
  const keys = await store.getKeys();
  for (const key of keys) {
    const body = await store.getItemRaw<Buffer>(key);
    if (body === null) continue;
    const file = path.join(dir, 'uploads', ...key.split(':'));
    await mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_DIR });
    await writeFile(file, Buffer.isBuffer(body) ? body : Buffer.from(body as Uint8Array), { mode: PRIVATE_FILE });
  }
  const manifest: BackupManifest = { createdAt: new Date().toISOString(), database, uploads: keys.length };
  await writeFile(path.join(dir, 'backup.json'), JSON.stringify(manifest, null, 2), { mode: PRIVATE_FILE });
  return manifest;
}

/** Restores a backup into an empty PGlite folder or an empty PostgreSQL database, and its uploads into the store. */
export async function restore(config: BackupConfig, dir: string): Promise<BackupManifest> {
  const manifest = JSON.parse(
    await readFile(path.join(dir, 'backup.json'), 'utf8').catch(() => {
      throw invalid(`Yedek bulunamadı (backup.json yok): ${dir}`);
    }),
  ) as BackupManifest;
  const target = config.DATABASE_URL ? 'postgres' : 'pglite';
  if (manifest.database !== target) throw invalid(`Bu yedek ${manifest.database} içindir; hedef ${target}`);
  if (config.DATABASE_URL) {
    await assertEmptyServerDatabase(config.DATABASE_URL);
    const target = pgClientTarget(config.DATABASE_URL);
    await run(
      'pg_restore',
      ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${target.url}`, path.join(dir, 'database.dump')],
      { env: target.env },
    );
  } else {
    if ((await readdir(config.pgliteDir).catch(() => [])).length > 0)
      throw conflict(`Hedef veritabanı klasörü boş değil: ${config.pgliteDir}`);
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const tarball = new Blob([await readFile(path.join(dir, 'database.tar.gz'))]);
    await mkdir(config.pgliteDir, { recursive: true, mode: PRIVATE_DIR });
    const unlock = await lockDataDir(config.pgliteDir);
    try {
      const db = await PGlite.create(config.pgliteDir, { loadDataDir: tarball, extensions: { pg_trgm } });
      await db.close();
      await tightenTree(config.pgliteDir);
    } finally {
      await unlock();
    }
  }
  const store = createUploadStore(config);
  const root = path.join(dir, 'uploads');
  for (const rel of await listFiles(root))
    await store.setItemRaw(rel.split(path.sep).join('/'), await readFile(path.join(root, rel)));
  return manifest;
}

async function assertEmptyServerDatabase(url: string) {
  const { default: postgres } = await import('postgres');
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const [row] = await sql<{ n: number }[]>`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'`;
    if (row!.n > 0) throw conflict('Hedef veritabanı boş değil; geri yükleme yalnızca boş bir veritabanına yapılır');
  } finally {
    await sql.end();
  }
}

const exists = (p: string) =>
  stat(p).then(
    () => true,
    () => false,
  );

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true }).catch(() => []);
  const out: string[] = [];
  for (const entry of entries) {
    const rel = path.join(prefix, entry.name);
    if (entry.isDirectory()) out.push(...(await listFiles(dir, rel)));
    else out.push(rel);
  }
  return out;
}
