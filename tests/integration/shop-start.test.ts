import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import postgres from 'postgres';
import { runsOn, type Backend } from '../helpers/databases.ts';
import { loadConfig } from '#api/core/config.ts';
import { FIRST_ADMIN_MESSAGES } from '#api/auth/first-admin.ts';
import { removeShopData, testDataDir } from '../helpers/data-dirs.ts';
import { SHOP_START_ARGS, SHOP_START_ENV } from '#api/start-command.ts';

const backends = runsOn('both');

interface Run {
  code: number | null;
  output: string;
}

// The shop started the way an operator starts it: `node api/main.ts` with an environment.
type Child = ReturnType<typeof spawn>;
function startShop(
  env: Record<string, string>,
  until?: (output: string, child: Child) => void,
  watch?: (child: Child) => void,
): Promise<Run> {
  return new Promise((resolve, reject) => {
    const base = {
      ...SHOP_START_ENV,
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: '0',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
      BUILD_ON_START: 'never',
    };
    const child = spawn(process.execPath, SHOP_START_ARGS, {
      env: { ...base, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      until?.(output, child);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    watch?.(child);
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
    setTimeout(() => child.kill('SIGKILL'), 120_000).unref();
  });
}

async function dataDir() {
  return testDataDir(`start-${randomBytes(3).toString('hex')}-`);
}

/** A database for one start: a PGlite folder, or a new database on the test server. */
async function databaseEnv(backend: Backend): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const dir = await dataDir();
  if (backend === 'pglite') return { env: { DATA_DIR: dir }, drop: () => rm(dir, { recursive: true, force: true }) };
  const admin = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
  const name = `shop_start_${randomBytes(5).toString('hex')}`;
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dir, DATABASE_URL: url.href },
    async drop() {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

const production = { NODE_ENV: 'production', PUBLIC_SITE_URL: 'https://www.elektrikmagaza.example' };

/** A production shop on the sandbox chosen on purpose, stopped (SIGTERM) once it says it is ready. */
const startSandboxProductionShop = (env: Record<string, string>) =>
  startShop({ ...env, ...production, PAYMENT_PROVIDER: 'sandbox', INVOICE_PROVIDER: 'local' }, (output, child) => {
    if (output.includes('Mağaza hazır')) child.kill('SIGTERM');
  });

describe.each(backends)('starting the shop (%s)', (backend) => {
  it('refuses production without a real payment provider, naming the missing variables, in one message', async () => {
    const db = await databaseEnv(backend);
    try {
      const run = await startShop({ ...db.env, ...production, IYZICO_API_KEY: 'anahtar' });
      expect(run.code).not.toBe(0);
      expect(run.output).toContain('Mağaza başlatılmadı, yapılandırma güvenli değil');
      expect(run.output).toContain('eksik değişkenler: IYZICO_SECRET_KEY, IYZICO_BASE_URL');
      expect(run.output).toContain('PAYMENT_PROVIDER=sandbox');
      expect(run.output).not.toMatch(/\n\s+at /); // no stack trace
      expect(run.output).not.toContain('Mağaza başlatılıyor');
    } finally {
      await db.drop();
    }
  });

  it.each([
    [{}, 'PUBLIC_SITE_URL eksik'],
    [{ PUBLIC_SITE_URL: 'http://localhost:4321' }, 'PUBLIC_SITE_URL yerel bir adres (http://localhost:4321)'],
    [{ PUBLIC_SITE_URL: 'http://127.0.0.1:4321' }, 'PUBLIC_SITE_URL yerel bir adres'],
  ])('refuses production with a callback address the provider cannot reach %o', async (site, message) => {
    const db = await databaseEnv(backend);
    try {
      const run = await startShop({
        ...db.env,
        NODE_ENV: 'production',
        PAYMENT_PROVIDER: 'sandbox',
        INVOICE_PROVIDER: 'local',
        ...site,
      });
      expect(run.code).not.toBe(0);
      expect(run.output).toContain(message);
    } finally {
      await db.drop();
    }
  });

  it('refuses PAYMENT_PROVIDER=iyzico without its variables even outside production', async () => {
    const run = await startShop({ DATA_DIR: 'data/never-opened', PAYMENT_PROVIDER: 'iyzico', NODE_ENV: 'development' });
    expect(run.code).not.toBe(0);
    expect(run.output).toContain(
      'PAYMENT_PROVIDER=iyzico için eksik değişkenler: IYZICO_API_KEY, IYZICO_SECRET_KEY, IYZICO_BASE_URL',
    );
  });

  it('starts a production shop with the sandbox chosen on purpose, warning that no real payment is taken', async () => {
    const db = await databaseEnv(backend);
    try {
      const run = await startSandboxProductionShop(db.env);
      expect(run.output).toContain('Test modu: gerçek ödeme alınmaz');
      expect(run.output).toContain('Mağaza hazır');
      expect(run.output).toContain('Veritabanı kapatıldı.');
      expect(run.code).toBe(0);
    } finally {
      await db.drop();
    }
  }, 120_000);

  it('shows the generated first admin password once, as a plain terminal line that is no log record', async () => {
    const db = await databaseEnv(backend);
    try {
      const run = await startShop({ ...db.env, NODE_ENV: 'development' }, (output, child) => {
        if (output.includes('Yönetim paneli')) child.kill('SIGTERM');
      });
      const password = /^Yönetici şifresi: (\S+) {2}\(yalnızca bu kez gösterilir\)$/m.exec(run.output)?.[1];
      expect(password).toMatch(/^[\w-]{16}$/);
      const lines = run.output.split('\n').filter((line) => line.includes(password!));
      expect(lines).toHaveLength(1);
      expect(lines[0]).not.toMatch(/^\d\d:\d\d:\d\d /); // not the logger's line
      expect(run.output).toMatch(/^\d\d:\d\d:\d\d bilgi Yönetici hesabı: admin$/m);
    } finally {
      await db.drop();
    }
  }, 120_000);

  it('never writes a generated admin password into the production log, where no person is watching', async () => {
    const db = await databaseEnv(backend);
    try {
      const run = await startSandboxProductionShop(db.env);
      expect(run.output).toContain('Mağaza hazır');
      expect(run.output).not.toMatch(/şifre(si)?: /i);
      expect(run.output).toContain(FIRST_ADMIN_MESSAGES.noTerminal);
      // Every line is a JSON log record; none carries a password.
      for (const line of run.output.trim().split('\n')) expect(JSON.parse(line)).toHaveProperty('level');
    } finally {
      await db.drop();
    }
  }, 120_000);
});

// Refused by the configuration alone, before any database opens: one message, no stack, exit 1.
describe('settings a shop refuses before opening anything', () => {
  const sandbox = { NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox', INVOICE_PROVIDER: 'local' };
  it.each([
    [{ ...sandbox, PUBLIC_SITE_URL: 'http://localhost.:4321' }, 'PUBLIC_SITE_URL yerel bir adres'],
    [{ ...sandbox, PUBLIC_SITE_URL: 'http://[::ffff:127.0.0.1]:4321' }, 'PUBLIC_SITE_URL yerel bir adres'],
    [
      { ...sandbox, PUBLIC_SITE_URL: 'ftp://www.elektrikmagaza.example' },
      'PUBLIC_SITE_URL bir http(s) adresi olmalıdır',
    ],
    [{ TRUST_PROXY: 'yük dengeleyici' }, 'TRUST_PROXY: false, true, bir sayı'],
    [{ PAYMENT_PROVIDER: 'paypal' }, 'PAYMENT_PROVIDER: Geçersiz seçim (sandbox, iyzico)'],
    [{ ADMIN_PASSWORD: 'qwerty123456' }, 'ADMIN_PASSWORD: Bu şifre çok yaygın'],
    [{ ADMIN_PASSWORD: 'Kisa-Sifre1' }, 'ADMIN_PASSWORD: Yönetici şifresi en az 12 karakter olmalıdır'],
    [
      { ADMIN_USERNAME: 'patron_yonetici', ADMIN_PASSWORD: 'Patron_Yonetici' },
      'ADMIN_PASSWORD: Şifre kullanıcı adınız',
    ],
    [
      { ADMIN_USERNAME: 'x <y@example.com>', ADMIN_PASSWORD: 'Uzun-Patron-Sifresi-3' },
      'ADMIN_USERNAME: Kullanıcı adı yalnızca',
    ],
  ])(
    '%o',
    async (env, message) => {
      const never = `data/never-opened-${randomBytes(4).toString('hex')}`;
      const run = await startShop({ DATA_DIR: never, ...env });
      expect(run.code).toBe(1);
      expect(run.output).toContain('Mağaza başlatılmadı, yapılandırma güvenli değil');
      expect(run.output).toContain(message);
      expect(run.output).not.toMatch(/\n\s+at /);
      expect(run.output).not.toContain('Mağaza başlatılıyor');
      expect(existsSync(never)).toBe(false);
    },
    60_000,
  );
});

describe('a live shop with test settings', () => {
  it('is refused at start, each problem named in one message', async () => {
    const never = `data/never-opened-${randomBytes(4).toString('hex')}`;
    const run = await startShop({
      DATA_DIR: never,
      ...production,
      IYZICO_API_KEY: 'canli-anahtar-4f9a',
      IYZICO_SECRET_KEY: 'canli-gizli-8c21',
      IYZICO_BASE_URL: 'https://sandbox-api.iyzipay.com',
      REDIS_URL: 'redis://redis.elektrikmagaza.example:6379',
      METRICS_TOKEN: 'at-least-sixteen-characters',
    });
    expect(run.code).toBe(1);
    for (const problem of [
      "IYZICO_BASE_URL iyzico'nun test ortamı (sandbox-api.iyzipay.com)",
      'REDIS_URL TLS kullanmıyor',
      'REDIS_URL parolasız',
      'METRICS_TOKEN örnek dosyadaki yer tutucu değerde',
    ])
      expect(run.output).toContain(problem);
    expect(run.output.match(/Mağaza başlatılmadı/g)).toHaveLength(1);
    expect(existsSync(never)).toBe(false);
  }, 60_000);
});

/** PostgreSQL's control file says how the cluster was left: 1 = shut down cleanly, 6 = in production (crashed). */
async function clusterState(pgliteDir: string): Promise<number> {
  const control = await readFile(path.join(pgliteDir, 'global', 'pg_control'));
  return control.readUInt32LE(16);
}

describe('SIGTERM while the first site build runs (pglite)', () => {
  it('stops the build and closes the embedded database cleanly', async () => {
    const dir = await dataDir();
    const env = { DATA_DIR: dir, BUILD_ON_START: 'always', NODE_ENV: 'development' };
    const { buildsDir, pgliteDir } = loadConfig({ ...env, PORT: '0' });
    try {
      let sent = false;
      let poll: NodeJS.Timeout | undefined;
      const run = await startShop(env, undefined, (child) => {
        // The snapshot is written just before astro starts: then the build is under way.
        poll = setInterval(() => {
          void readdir(buildsDir).then(
            (files) => {
              if (!sent && files.some((f) => f.endsWith('.content.json'))) {
                sent = true;
                clearInterval(poll);
                setTimeout(() => child.kill('SIGTERM'), 1000);
              }
            },
            () => {},
          );
        }, 100);
      });
      clearInterval(poll);
      expect(sent).toBe(true);
      expect(run.output).toContain('Başlatma durduruldu; veritabanı kapatıldı.');
      expect(run.code).toBe(0);
      expect(existsSync(path.join(pgliteDir, 'global', 'pg_control'))).toBe(true);
      expect(await clusterState(pgliteDir)).toBe(1);
    } finally {
      await removeShopData(dir);
    }
  }, 180_000);
});
