// The first start's preparation of the database, in a child process (decision 0423).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './core/config.ts';
import { openDatabase } from '#db/connection.ts';
import { SHOP_NODE_FLAGS } from './start-command.ts';

/** The child's last line: prepared, and whether it loaded the demo catalogue. */
export const PREPARED = 'hazırlandı';
export const PREPARED_WITH_SEED = 'hazırlandı, demo katalog yüklendi';

const PREPARE_SCRIPT = path.resolve(import.meta.dirname, '..', 'db', 'prepare-cli.ts');

/** A database the shop has never migrated: an embedded folder without PostgreSQL's files, or a
 *  server database without the migrations' own table. */
export async function isNewDatabase(config: Config): Promise<boolean> {
  if (!config.DATABASE_URL) return !existsSync(path.join(config.pgliteDir, 'PG_VERSION'));
  const db = await openDatabase({ url: config.DATABASE_URL });
  try {
    const [row] = await db.sql<{ missing: boolean }[]>`SELECT to_regclass('schema_migrations') IS NULL AS missing`;
    return row!.missing;
  } finally {
    await db.close();
  }
}

/** Migrates (and seeds) a new database in a child process; resolves whether it seeded. */
export function prepareApart(signal?: AbortSignal, env: NodeJS.ProcessEnv = process.env): Promise<{ seeded: boolean }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...SHOP_NODE_FLAGS, PREPARE_SCRIPT], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const stop = () => child.kill('SIGTERM');
    signal?.addEventListener('abort', stop, { once: true });
    child.once('error', reject);
    child.once('exit', (code) => {
      signal?.removeEventListener('abort', stop);
      const last = output.trim().split('\n').at(-1);
      if (code === 0 && (last === PREPARED || last === PREPARED_WITH_SEED))
        resolve({ seeded: last === PREPARED_WITH_SEED });
      else reject(new Error(`Veritabanı hazırlanamadı (çıkış kodu ${code}):\n${output}`));
    });
  });
}
