import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The shop's functions in the database, one file each under db/functions/<domain>/<name>.sql:
// the function's whole CREATE OR REPLACE and the CREATE OR REPLACE TRIGGER of every trigger that
// runs it (decision 0350). `migrate.ts` applies a file whenever its text changes.

export const functionsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'functions');

export interface FunctionFile {
  /** Its path under db/functions/, e.g. `checkout/place_pending_order.sql`. */
  path: string;
  text: string;
  sha256: string;
}

/** Every function file, in path order. */
export async function readFunctionFiles(dir = functionsDir): Promise<FunctionFile[]> {
  const paths = (await readdir(dir, { recursive: true }))
    .filter((p) => p.endsWith('.sql'))
    .map((p) => p.split(path.sep).join('/'))
    .sort();
  return Promise.all(
    paths.map(async (p) => {
      const text = await readFile(path.join(dir, p), 'utf8');
      return { path: p, text, sha256: createHash('sha256').update(text).digest('hex') };
    }),
  );
}

/** The names of the functions a file (or a migration) creates or replaces. */
export function functionsDefinedIn(sqlText: string): string[] {
  return [...sqlText.matchAll(/CREATE\s+(?:OR\s+REPLACE\s+)?FUNCTION\s+(?:public\.)?"?(\w+)"?\s*\(/gi)].map((m) =>
    m[1]!.toLowerCase(),
  );
}

/** The names of the triggers a file (or a migration) creates or replaces. */
export function triggersDefinedIn(sqlText: string): string[] {
  return [...sqlText.matchAll(/CREATE\s+(?:OR\s+REPLACE\s+)?(?:CONSTRAINT\s+)?TRIGGER\s+"?(\w+)"?/gi)].map((m) =>
    m[1]!.toLowerCase(),
  );
}

/** The function files a migration asks for before it runs: its lines `-- needs: text/shop_code_key.sql`. */
export function filesNeededBy(migrationText: string): string[] {
  return [...migrationText.matchAll(/^--\s*needs:\s*(\S+\.sql)\s*$/gm)].map((m) => m[1]!);
}
