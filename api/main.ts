import { ConfigError, loadConfig, type Config } from './core/config.ts';
import type { RunningShop } from './boot.ts';
import { loggerFor } from './core/logger.ts';
import { announceFirstAdmin, personReadsOutput } from './auth/first-admin.ts';
import { DataDirInUseError } from '#db/pglite-lock.ts';
import { keepNewFilesPrivate } from './core/private-files.ts';
import { missingStartSettings } from './start-command.ts';
import { isNewDatabase, prepareApart } from './first-start.ts';

keepNewFilesPrivate(); // the shop's files are its user's alone (decision 0255)

const started = Date.now();
let config: Config;
try {
  config = loadConfig();
} catch (error) {
  // One clear message, no stack: the operator has a setting to fix.
  console.error(error instanceof ConfigError ? error.message : String(error));
  process.exit(1);
}
const log = loggerFor(config);
const missingFlags = missingStartSettings();
if (missingFlags.length)
  log.warn(
    `Mağaza bellek ayarları olmadan başlatıldı (${missingFlags.join(' ')}); daha az bellek için \`npm start\` ile başlatın.`,
  );

// A promise rejected with nobody awaiting it belongs to one operation: it is logged and the
// shop keeps serving the others, whose orders stay whole in their own transactions
// (decision 0248). An uncaught exception still ends the process.
process.on('unhandledRejection', (reason) =>
  log.error('Yakalanmamış bir hata (reddedilen Promise)', { error: reason }),
);

// Signals are handled from the first moment: a stop during the first site build ends the
// build and still closes the database cleanly.
const stopping = new AbortController();
let shop: RunningShop | null = null;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, async () => {
    if (stopping.signal.aborted) return;
    stopping.abort();
    log.info(`${signal}: bekleyen istekler bitiriliyor…`);
    const force = setTimeout(() => process.exit(1), config.DRAIN_DELAY_MS + 10_000);
    force.unref();
    if (!shop) return; // startShop sees the abort, stops the build, closes the database
    await shop.stop();
    log.info('Veritabanı kapatıldı.');
    process.exit(0);
  });
}

log.info(
  `Mağaza başlatılıyor (${config.DATABASE_URL ? 'PostgreSQL sunucusu' : `gömülü PGlite: ${config.pgliteDir}`})…`,
);
try {
  // A new database is made ready by a child process (decision 0423). Meanwhile the shop loads its
  // code and a build process loads astro, so the first site build starts as soon as the database
  // is ready (decision 0440).
  let preparedApart = null;
  const booting = import('./boot.ts');
  if (await isNewDatabase(config)) {
    log.info('İlk başlatma: veritabanı hazırlanıyor…');
    if (config.BUILD_ON_START !== 'never' || config.seedDemo)
      (await import('./publish/build-site.ts')).prepareNextBuild();
    preparedApart = await prepareApart(stopping.signal);
  }
  const { startShop } = await booting;
  shop = await startShop(config, {
    signal: stopping.signal,
    canShowPassword: personReadsOutput(config, process.stdout),
    preparedApart,
  });
} catch (error) {
  if (error instanceof DataDirInUseError) {
    console.error(error.message); // a second shop on the same embedded database: nothing to trace
    process.exit(1);
  }
  if (!stopping.signal.aborted) throw error;
  log.info('Başlatma durduruldu; veritabanı kapatıldı.');
  process.exit(0);
}
if (stopping.signal.aborted) {
  await shop.stop();
  log.info('Veritabanı kapatıldı.');
  process.exit(0);
}

log.info(`Mağaza hazır: ${shop.url}  (${((Date.now() - started) / 1000).toFixed(1)} sn)`);
if (shop.seeded) log.info('Demo katalog yüklendi.');
// A generated password goes straight to the terminal, never through the logger.
if (shop.admin) announceFirstAdmin(shop.admin, shop.url, log, (line) => process.stdout.write(`${line}\n`));
