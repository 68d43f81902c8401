import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Sql } from '#db/connection.ts';
import type { Row } from '#db/tables.ts';
import { listFiles } from './manifest.ts';

/**
 * Finished builds kept in PostgreSQL, so every app instance serves the same build and an
 * instance that starts later needs no build of its own (docs/decisions/0170). A build is a
 * few MB in about 200 files (pages, precompressed siblings, the server bundle).
 */

const BATCH_BYTES = 4 * 1024 * 1024;

/** Copies the build folder `buildsDir/<id>` into the database (once; a second save is a no-op). */
export async function saveBuild(sql: Sql, buildsDir: string, id: string, durationMs: number): Promise<void> {
  const dir = path.join(buildsDir, id);
  const files = await listFiles(dir);
  await sql.begin(async (tx) => {
    const [inserted] = await tx<Row<'site_builds', 'id'>[]>`
      INSERT INTO site_builds (id, duration_ms, file_count, byte_count)
      VALUES (${id}, ${Math.round(durationMs)}, ${files.length}, 0)
      ON CONFLICT (id) DO NOTHING RETURNING id`;
    if (!inserted) return;
    let batch: { build_id: string; path: string; body: Buffer }[] = [];
    let batchBytes = 0;
    let total = 0;
    const flush = async () => {
      if (batch.length) await tx`INSERT INTO site_build_files ${tx(batch)}`;
      batch = [];
      batchBytes = 0;
    };
    for (const rel of files) {
      const body = await readFile(path.join(dir, rel));
      batch.push({ build_id: id, path: rel.split(path.sep).join('/'), body });
      batchBytes += body.length;
      total += body.length;
      if (batchBytes > BATCH_BYTES) await flush();
    }
    await flush();
    await tx`UPDATE site_builds SET byte_count = ${total} WHERE id = ${id}`;
  });
}

/**
 * Writes a stored build into `buildsDir/<id>` unless it is already there. Files land in a
 * temporary folder renamed at the end, so a half-written build is never mistaken for one.
 */
export async function fetchBuild(sql: Sql, buildsDir: string, id: string): Promise<void> {
  const dir = path.join(buildsDir, id);
  if (
    await stat(path.join(dir, 'build.json')).then(
      () => true,
      () => false,
    )
  )
    return;
  const incoming = path.join(buildsDir, `${id}.incoming-${process.pid}`);
  await rm(incoming, { recursive: true, force: true });
  const rows = await sql<
    { path: string; body: Buffer }[]
  >`SELECT path, body FROM site_build_files WHERE build_id = ${id}`;
  if (rows.length === 0) throw new Error(`Kayıtlı derleme bulunamadı: ${id}`);
  for (const row of rows) {
    if (row.path.split('/').includes('..')) throw new Error(`Geçersiz derleme dosyası: ${row.path}`);
    const file = path.join(incoming, ...row.path.split('/'));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, row.body);
  }
  await rm(dir, { recursive: true, force: true });
  await rename(incoming, dir);
}

/** Removes stored builds other than the live one and the one before it. */
export async function pruneStoredBuilds(sql: Sql): Promise<void> {
  await sql`
    DELETE FROM site_builds WHERE id NOT IN (
      SELECT current_build_id FROM site_publish WHERE current_build_id IS NOT NULL
      UNION SELECT previous_build_id FROM site_publish WHERE previous_build_id IS NOT NULL)`;
}
