import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runUnderLooseUmask } from '../helpers/file-modes.ts';
import { createServerDatabase, runsOn } from '../helpers/databases.ts';

// pg_dump and pg_restore stand-ins that record what they were given: the arguments (readable by
// every local user through ps and /proc) and the password in their environment.
const RECORDER = `#!/bin/sh
printf '%s\\n' "$@" > "$RECORD_DIR/$(basename "$0").args"
printf '%s' "$PGPASSWORD" > "$RECORD_DIR/$(basename "$0").password"
for arg; do case $arg in --file=*) : > "\${arg#--file=}" ;; esac; done
`;

// pg_dump and pg_restore belong to the server (decision 0355).
describe.each(runsOn('postgres'))('the database password of a backup or restore (%s)', () => {
  let dir: string;
  let env: Record<string, string>;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'shop-pg-tools-'));
    for (const tool of ['pg_dump', 'pg_restore']) {
      await writeFile(path.join(dir, tool), RECORDER);
      await chmod(path.join(dir, tool), 0o700);
    }
    env = { PATH: `${dir}:${process.env.PATH}`, RECORD_DIR: dir, DATA_DIR: path.join(dir, 'data') };
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));
  const recorded = async (tool: string) => ({
    args: (await readFile(path.join(dir, `${tool}.args`), 'utf8')).trim().split('\n'),
    password: await readFile(path.join(dir, `${tool}.password`), 'utf8'),
  });

  it('reaches pg_dump through its environment, never its command line', async () => {
    const url = 'postgres://magaza:Gizli%40Parola-7@db.example.com.tr:5432/magaza?sslmode=require';
    await runUnderLooseUmask(['api/ops/backup-cli.ts', path.join(dir, 'yedek')], { ...env, DATABASE_URL: url });
    const dump = await recorded('pg_dump');
    expect(dump.args.join(' ')).not.toContain('Gizli');
    expect(dump.args).toContain('postgres://magaza@db.example.com.tr:5432/magaza?sslmode=require');
    expect(dump.password).toBe('Gizli@Parola-7');
  });

  it('reaches pg_restore through its environment too', async () => {
    const server = await createServerDatabase();
    try {
      const url = new URL(server.url);
      url.password = 'Gizli-Parola-8'; // the test server trusts local connections: any password passes
      const backupDir = path.join(dir, 'geri');
      await runUnderLooseUmask(['api/ops/backup-cli.ts', backupDir], { ...env, DATABASE_URL: url.href });
      await runUnderLooseUmask(['api/ops/restore-cli.ts', backupDir], { ...env, DATABASE_URL: url.href });
      const restore = await recorded('pg_restore');
      expect(restore.args.join(' ')).not.toContain('Gizli');
      expect(restore.password).toBe('Gizli-Parola-8');
    } finally {
      await server.drop();
    }
  });
});
