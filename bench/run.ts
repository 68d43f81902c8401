import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// Runs every bench/*.bench.ts in turn (or only those named on the command line).
const dir = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = (await readdir(dir)).filter((f) => f.endsWith('.bench.ts') && (only.length === 0 || only.some((o) => f.includes(o)))).sort();
for (const file of files) {
  console.log(`\n== ${file}`);
  await import(pathToFileURL(path.join(dir, file)).href);
}
