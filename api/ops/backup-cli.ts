// npm run backup -- [folder]: the database and every upload into a new folder
// (default backups/<time>). With embedded PGlite, stop the shop first: PGlite is one process
// (a running shop holds its lock, and the backup says so).
import path from 'node:path';
import { loadConfig } from '../core/config.ts';
import { keepNewFilesPrivate } from '../core/private-files.ts';
import { backup } from './backup.ts';

keepNewFilesPrivate(); // the shop's files are its user's alone (decision 0255)

const config = loadConfig();
const dir = path.resolve(process.argv[2] ?? path.join('backups', new Date().toISOString().replace(/[:.]/g, '-')));
try {
  const manifest = await backup(config, dir);
  console.log(`Yedek alındı: ${dir} (${manifest.database}, ${manifest.uploads} dosya)`);
} catch (error) {
  console.error(`Yedek alınamadı: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
