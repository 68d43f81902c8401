// The project's own source files and their import specifiers, for the import codemods.
import { readdirSync } from 'node:fs';
import path from 'node:path';

const FOLDERS = ['api', 'db', 'site', 'tests', 'bench', 'scripts'];
const EXTENSIONS = new Set(['.ts', '.tsx', '.mts', '.js', '.mjs', '.astro']);
const SKIP = new Set(['node_modules', 'dist', 'builds', 'data', '.astro']);

export function listSourceFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (SKIP.has(entry.name)) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (EXTENSIONS.has(path.extname(entry.name))) files.push(full);
    }
  };
  for (const folder of FOLDERS) {
    try {
      walk(path.join(root, folder));
    } catch {
      // a folder this checkout does not have
    }
  }
  for (const file of ['astro.config.mjs', 'vitest.config.ts']) files.push(path.join(root, file));
  return files;
}

// `from '…'`, `import '…'`, `import('…')`, `vi.mock('…')`, `vi.importActual('…')`.
const SPECIFIER = /(\bfrom\s+|\bimport\s+|\bimport\(\s*|\bmock\(\s*|\bimportActual\(\s*)(['"])([^'"\n]+)\2/g;

/** The source with every import specifier passed through `rewrite`. */
export function rewriteSpecifiers(source: string, rewrite: (spec: string) => string): string {
  return source.replace(SPECIFIER, (whole, lead: string, quote: string, spec: string) => {
    const next = rewrite(spec);
    return next === spec ? whole : `${lead}${quote}${next}${quote}`;
  });
}
