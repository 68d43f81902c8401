import { describe, expect, it } from 'vitest';
import { once } from 'node:events';
import { chmod, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '#api/core/config.ts';
import { WEBHOOK_PATH } from '#api/publish/webhook.ts';
import { runsOn, createServerDatabase } from '../helpers/databases.ts';
import { registerCustomer, tokenFromMail } from '../helpers/account-fixtures.ts';
import { call, freshIp } from '../helpers/api-calls.ts';
import { waitForShopUrl } from '../helpers/shop-process.ts';
import { nodeUnderLooseUmask, openToOthers, runUnderLooseUmask } from '../helpers/file-modes.ts';
import { removeShopData, testDataDir } from '../helpers/data-dirs.ts';
import { SHOP_START_ARGS } from '#api/start-command.ts';

const backends = runsOn('both');

// Another local user on the shop's machine must neither read nor rewrite what the shop keeps:
// password hashes and admin flags in the database, mails with reset links, backups, builds.
describe.each(backends)('the files the shop writes under umask 022 (%s)', (backend) => {
  it('are its user’s alone: no file or folder grants group or other anything', async () => {
    const dataDir = await testDataDir('modes-');
    const backupDir = `${dataDir}-backup`;
    const server = backend === 'postgres' ? await createServerDatabase() : null;
    const env = {
      DATA_DIR: dataDir,
      PORT: '0',
      SEED_DEMO: 'true',
      BUILD_ON_START: 'always',
      LOG_LEVEL: 'info',
      ...(server ? { DATABASE_URL: server.url } : {}),
    };
    const { buildsDir } = loadConfig(env);
    try {
      // What an older version left behind under a loose umask.
      await chmod(dataDir, 0o755);
      await mkdir(path.join(dataDir, 'mail'), { mode: 0o755 });
      await writeFile(path.join(dataDir, 'mail', 'eski.eml'), 'Şifre sıfırlama bağlantınız', { mode: 0o644 });

      const shop = nodeUnderLooseUmask(SHOP_START_ARGS, env);
      const exited = once(shop, 'exit');
      const url = await waitForShopUrl(shop);
      const ayse = await registerCustomer(url);
      const reset = await call(url, 'POST', '/api/auth/password-reset', { body: { email: ayse.email }, ip: freshIp() });
      expect(reset.status).toBe(200);
      // The mail leaves after the answer: stopping the shop before it is written would lose it.
      await tokenFromMail(path.join(dataDir, 'mail'), ayse.email, '/sifre-sifirla');
      await tokenFromMail(path.join(dataDir, 'mail'), ayse.email, '/eposta-dogrula');
      // An unsigned webhook is refused, after the per-folder secret has been made.
      expect((await fetch(url + WEBHOOK_PATH, { method: 'POST', body: '{}' })).status).toBe(401);
      shop.kill('SIGTERM');
      await exited;
      await runUnderLooseUmask(['db/migrate-cli.ts'], env);
      await runUnderLooseUmask(['api/ops/backup-cli.ts', backupDir], env);

      // The old mail, the registration's verification link and the reset link.
      expect((await readdir(path.join(dataDir, 'mail'))).length).toBe(3);
      expect((await readdir(path.join(dataDir, 'uploads'))).length).toBeGreaterThan(0);
      if (!server) expect(await readdir(dataDir)).toContain('publish-webhook.secret');
      expect(await readdir(backupDir)).toContain(server ? 'database.dump' : 'database.tar.gz');
      const open = await openToOthers([dataDir, backupDir, buildsDir]);
      expect(open, `group or other may read or write:\n${open.join('\n')}`).toEqual([]);
    } finally {
      await removeShopData(dataDir);
      await rm(backupDir, { recursive: true, force: true });
      await server?.drop();
    }
  }, 400_000);
});
