import { spawn } from 'node:child_process';
import { lstat, readdir } from 'node:fs/promises';
import path from 'node:path';

/** Every file and folder under the roots whose mode grants group or other anything, as 'mode path'. */
export async function openToOthers(roots: string[]): Promise<string[]> {
  const found: string[] = [];
  async function walk(entry: string) {
    const info = await lstat(entry).catch(() => null);
    if (!info || info.isSymbolicLink()) return;
    if (info.mode & 0o077) found.push(`${(info.mode & 0o777).toString(8)} ${entry}`);
    if (info.isDirectory()) for (const name of await readdir(entry)) await walk(path.join(entry, name));
  }
  for (const root of roots) await walk(root);
  return found;
}

/**
 * `node <args>` from the project folder under umask 022, as a shell or a service manager
 * commonly leaves it: whatever the shop writes must not depend on the umask it was given.
 */
export function nodeUnderLooseUmask(args: string[], env: Record<string, string>) {
  return spawn('/bin/sh', ['-c', 'umask 022 && exec "$@"', 'sh', process.execPath, ...args], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Runs `node <args>` under umask 022 to its end; rejects with its output when it fails. */
export function runUnderLooseUmask(args: string[], env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = nodeUnderLooseUmask(args, env);
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`node ${args.join(' ')}: ${code}\n${output}`)),
    );
  });
}
