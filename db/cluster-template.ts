// An empty embedded database, made once by `npm install` and loaded by a first start instead of
// running initdb and every migration again (decision 0440). Every shop's empty cluster is the same
// for one PGlite version, so the file is named after that version; the first start's own
// migrate() brings it up to the migrations of the code it runs.
import { readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from './connection.ts';
import { migrate } from './migrate.ts';

const root = path.resolve(import.meta.dirname, '..');

function pgliteVersion(): string {
  const manifest = path.join(root, 'node_modules', '@electric-sql', 'pglite', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** Where `npm install` leaves the template: beside the packages it was made with. */
export const clusterTemplateFile = (): string =>
  path.join(root, 'node_modules', '.cache', 'elektrik-magaza', `pglite-${pgliteVersion()}-cluster.tar.gz`);

/** The installed template as `loadDataDir` takes it, or undefined (installed with --ignore-scripts, say): initdb then. */
export async function installedClusterTemplate(file = clusterTemplateFile()): Promise<Blob | undefined> {
  const bytes = await readFile(file).catch(() => null);
  return bytes ? new Blob([bytes]) : undefined;
}

/** Makes the template: initdb and every migration in memory, dumped as a gzipped tar. */
export async function writeClusterTemplate(): Promise<string> {
  const db = await openDatabase({});
  let dump: Blob;
  try {
    await migrate(db.sql);
    dump = await db.dumpDataDir!('gzip');
  } finally {
    await db.close();
  }
  const file = clusterTemplateFile();
  await mkdir(path.dirname(file), { recursive: true });
  // Written aside and renamed, so a first start never loads half a file.
  await writeFile(`${file}.${process.pid}`, Buffer.from(await dump.arrayBuffer()));
  await rename(`${file}.${process.pid}`, file);
  // An earlier PGlite version's template is of no more use.
  const folder = path.dirname(file);
  for (const name of await readdir(folder))
    if (/^pglite-.+-cluster\.tar\.gz$/.test(name) && name !== path.basename(file))
      await rm(path.join(folder, name), { force: true });
  return file;
}
