import { stat } from 'node:fs/promises';
import path from 'node:path';

/** Files every good build has; a build missing one is never switched to. */
export const REQUIRED_FILES = [
  'index.html',
  'misyon/index.html',
  'vizyon/index.html',
  'sirket/index.html',
  'kataloglar/index.html',
  'referanslar/index.html',
  'iletisim/index.html',
  'kvkk/index.html',
  '404.html',
  'robots.txt',
  'yasal/kvkk.json',
];

/** Throws when a required page is missing or empty in the built client folder. */
export async function checkBuild(clientDir: string): Promise<void> {
  const problems: string[] = [];
  for (const file of REQUIRED_FILES) {
    const info = await stat(path.join(clientDir, file)).catch(() => null);
    if (!info?.isFile() || info.size === 0) problems.push(file);
  }
  if (problems.length) throw new Error(`Derleme eksik: ${problems.join(', ')}`);
}
