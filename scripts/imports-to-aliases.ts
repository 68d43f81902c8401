// Rewrites imports so that none climbs out of its top-level folder: an import from another
// top-level folder (or one that would climb three levels) uses the package.json alias
// (`#api/…`, `#db/…`, `#site/…`) with the file's real extension; near imports stay relative. Imports of a module listed in
// scripts/module-moves.ts (moved or merged) are pointed at its new home on the way.
//
//   node scripts/imports-to-aliases.ts          rewrites in place, prints how many files changed
//   node scripts/imports-to-aliases.ts --check  changes nothing; exits 1 if anything would change
//
// Safe to run again at any time (after merging branches): a second run changes nothing.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MERGED, MOVES } from './module-moves.ts';
import { listSourceFiles, rewriteSpecifiers } from './source-files.ts';

const root = path.resolve(import.meta.dirname, '..');
const ALIASED = ['api', 'db', 'site'];
/** An import inside one folder that would climb this many levels uses the alias too. */
const MAX_CLIMB = 3;
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs', '.astro', '.json', '.css', '.md'];
const renamed = new Map([...MOVES, ...MERGED].map(([from, to]) => [path.join(root, from), path.join(root, to)]));

const topFolder = (file: string) => path.relative(root, file).split(path.sep)[0]!;

/** The file a specifier names (with its extension), or null when it is not one of ours. */
function resolveTarget(spec: string, fromDir: string): string | null {
  let base: string;
  if (spec.startsWith('.')) base = path.resolve(fromDir, spec);
  else if (spec.startsWith('#')) {
    const [alias, ...rest] = spec.slice(1).split('/');
    if (!ALIASED.includes(alias!)) return null;
    base = path.join(root, alias!, ...rest);
  } else return null;
  const candidates =
    path.extname(base) && EXTENSIONS.includes(path.extname(base)) ? [base] : [...EXTENSIONS.map((e) => base + e), base];
  for (const candidate of candidates) {
    if (existsSync(candidate)) return candidate;
    const moved = renamed.get(candidate);
    if (moved && existsSync(moved)) return moved;
  }
  return null;
}

function rewrite(file: string, spec: string): string {
  const target = resolveTarget(spec, path.dirname(file));
  if (!target) return spec;
  const top = topFolder(target);
  const inFolder = path.dirname(file) !== root; // root config files keep plain relative imports
  let rel = path.relative(path.dirname(file), target).split(path.sep).join('/');
  const climbs = rel.match(/^(\.\.\/)*/)![0].length / 3;
  if (inFolder && ALIASED.includes(top) && (topFolder(file) !== top || climbs >= MAX_CLIMB)) {
    return `#${path.relative(root, target).split(path.sep).join('/')}`;
  }
  // Close by in the same top-level folder (or a target without an alias): relative, in the file's own style.
  const hadExtension = spec.startsWith('#') || EXTENSIONS.includes(path.extname(spec));
  if (!hadExtension) rel = rel.slice(0, -path.extname(rel).length);
  if (!rel.startsWith('.')) rel = `./${rel}`;
  return rel === spec ? spec : rel;
}

function main() {
  const check = process.argv.includes('--check');
  const changed: string[] = [];
  for (const file of listSourceFiles(root)) {
    if (!existsSync(file)) continue;
    const source = readFileSync(file, 'utf8');
    const next = rewriteSpecifiers(source, (spec) => rewrite(file, spec));
    if (next === source) continue;
    changed.push(path.relative(root, file));
    if (!check) writeFileSync(file, next);
  }
  if (check) {
    if (changed.length)
      console.log(`Imports to rewrite in:\n  ${changed.join('\n  ')}\nRun: node scripts/imports-to-aliases.ts`);
    process.exitCode = changed.length ? 1 : 0;
  } else console.log(`Imports rewritten in ${changed.length} files`);
}

if (import.meta.main) main();
