// npm run restore -- <folder>: a backup into an empty database (PGlite folder under DATA_DIR,
// or the empty PostgreSQL database of DATABASE_URL) and its files into the upload store.
import path from 'node:path';
import { loadConfig } from '../core/config.ts';
import { keepNewFilesPrivate } from '../core/private-files.ts';
import { restore } from './backup.ts';

keepNewFilesPrivate(); // the shop's files are its user's alone (decision 0255)

const config = loadConfig();
const dir = process.argv[2];
if (!dir) {
  console.error('Kullanım: npm run restore -- <yedek klasörü>');
  process.exit(1);
}
try {
  const manifest = await restore(config, path.resolve(dir));
  console.log(`Geri yüklendi: ${manifest.createdAt} tarihli yedek (${manifest.database}, ${manifest.uploads} dosya)`);
} catch (error) {
  console.error(`Geri yüklenemedi: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
